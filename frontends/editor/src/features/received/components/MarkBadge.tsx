import { useEditorTranslation } from '../../invoices/hooks';
import type { ReceivedDocumentDto } from '../receivedApi';

/** What the user did with the document: to pay, paid, booked; nothing before they say. */
export function MarkBadge({ mark }: { mark: ReceivedDocumentDto['mark'] }) {
  const { t } = useEditorTranslation();
  if (mark === null) return null;
  return (
    <span className={`received-badge received-badge--${mark}`} data-testid="received-mark">
      {t(`received.marks.${mark}`)}
    </span>
  );
}
