import { Suspense, lazy, type ReactNode } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import type { CardPosition } from './VirtualCardList';

/**
 * Lists up to this long are rendered whole; longer ones through the virtualiser, whose code
 * (about 10 KB gzipped) a first visit therefore does without (docs/performance.md).
 */
const WHOLE_LIST_LIMIT = 60;
const VirtualCardList = lazy(() =>
  import('./VirtualCardList').then((module) => ({ default: module.VirtualCardList<Invoice> })),
);

/** The cards, whole or virtualised (WHOLE_LIST_LIMIT); while the virtualiser loads, the first ones. */
export function CardList({
  items,
  renderCard,
}: {
  items: readonly Invoice[];
  renderCard: (invoice: Invoice, position?: CardPosition) => ReactNode;
}) {
  const whole = (shown: readonly Invoice[]) => (
    <ul className="overview__list">{shown.map((invoice) => renderCard(invoice))}</ul>
  );
  if (items.length <= WHOLE_LIST_LIMIT) return whole(items);
  return (
    <Suspense fallback={whole(items.slice(0, WHOLE_LIST_LIMIT))}>
      <VirtualCardList
        items={items}
        keyOf={(invoice) => invoice.id ?? 'draft'}
        renderCard={renderCard}
      />
    </Suspense>
  );
}
