import type { UblBlocker } from '@app/contracts/documents';
import { MessageDialog } from '../notices/MessageDialog';
import { useEditorTranslation } from '../invoices/hooks';

/**
 * What the invoice still needs before it can be an e-invoice, one item a line: an alert dialog
 * the user closes, then adds what it names (the export button has focus again).
 */
export function UblBlockersDialog({
  blockers,
  onClose,
}: {
  blockers: UblBlocker[] | null;
  onClose: () => void;
}) {
  const { t } = useEditorTranslation();
  return (
    <MessageDialog
      open={blockers !== null}
      title={t('ubl.notReadyTitle')}
      onClose={onClose}
      testId="ubl-blockers"
    >
      <p>{t('ubl.notReady')}</p>
      <ul>
        {(blockers ?? []).map((blocker) => (
          <li key={blocker} data-testid="ubl-blocker">
            {t(`ubl.blockers.${blocker}`)}
          </li>
        ))}
      </ul>
    </MessageDialog>
  );
}
