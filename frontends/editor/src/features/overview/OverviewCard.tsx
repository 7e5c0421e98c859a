import { memo, useMemo } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { InvoiceCard } from './InvoiceCard';
import type { CardPosition } from './VirtualCardList';

/** What a card's buttons do, made once per overview: the invoice says which one. */
export type CardActions = {
  open: (invoice: Invoice, isDraft: boolean) => void;
  copy: (invoice: Invoice, isDraft: boolean) => void;
  remove: (invoice: Invoice, isDraft: boolean) => void;
  editSchedule: (invoice: Invoice, isDraft: boolean) => void;
  openedOther: () => void;
};

type Props = {
  invoice: Invoice;
  isDraft: boolean;
  planned: boolean;
  current: boolean;
  unsynced: boolean;
  nextDate: string | undefined;
  actions: CardActions;
} & Partial<CardPosition>;

/**
 * A card that renders again only when its own invoice or place changes: typing in the editor
 * changes the draft, and the cards of the other invoices then stay as they are (issue 39).
 */
export const OverviewCard = memo(function OverviewCard({
  invoice,
  isDraft,
  actions,
  index,
  top,
  setSize,
  measure,
  ...shown
}: Props) {
  // Only a card of the virtualised list has a place of its own (VirtualCardList).
  const position = useMemo(
    () =>
      index === undefined || top === undefined || setSize === undefined || measure === undefined
        ? undefined
        : { index, top, setSize, measure },
    [index, top, setSize, measure],
  );
  return (
    <InvoiceCard
      {...shown}
      invoice={invoice}
      position={position}
      onOpen={() => actions.open(invoice, isDraft)}
      onCopy={() => actions.copy(invoice, isDraft)}
      onDelete={() => actions.remove(invoice, isDraft)}
      onEditSchedule={() => actions.editSchedule(invoice, isDraft)}
      onOpenedOther={actions.openedOther}
    />
  );
});
