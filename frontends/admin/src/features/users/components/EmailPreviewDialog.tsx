import { useTranslation } from 'react-i18next';
import { Modal } from '@app/platform/controls';
import type { AdminEmailPreviewDto } from '../../../shared/api/adminApi.gen';
import { namespace } from '../../../i18n';

export type EmailPreviewDialogProps = {
  readonly preview: AdminEmailPreviewDto | null;
  readonly onClose: () => void;
};

/** The invoice e-mail as its recipient would get it; `sandbox=""` keeps its HTML inert. */
export function EmailPreviewDialog({ preview, onClose }: EmailPreviewDialogProps) {
  const { t } = useTranslation(namespace);
  const title = t('invoices.previewOf', { number: preview?.invoiceNumber ?? '' });
  return (
    <Modal
      open={preview !== null}
      onClose={onClose}
      title={title}
      size="xl"
      testId="admin-email-preview-dialog"
    >
      <iframe
        className="admin-preview-frame"
        title={title}
        sandbox=""
        srcDoc={preview?.html ?? ''}
        data-testid="admin-email-preview-frame"
      />
    </Modal>
  );
}
