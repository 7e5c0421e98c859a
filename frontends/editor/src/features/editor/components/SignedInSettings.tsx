import { ApiTokensDialog } from '../../api-tokens/components/ApiTokensDialog';
import { ApiTokensSettings } from '../../api-tokens/components/ApiTokensSettings';
import { SavedCompaniesDialog } from '../../companies/SavedCompaniesDialog';
import { SavedCompaniesSettings } from '../../companies/SavedCompaniesSettings';
import { PeppolLeaveDialog } from '../../peppol/components/PeppolLeaveDialog';
import { PeppolSettings } from '../../peppol/components/PeppolSettings';
import { ReminderSettings } from '../../settings/components/ReminderSettings';
import { WebhooksDialog } from '../../webhooks/components/WebhooksDialog';
import { WebhookSettings } from '../../webhooks/components/WebhookSettings';

/** The settings dialogs a signed-in user opens from the settings menu. */
export type SignedInDialog = 'companies' | 'tokens' | 'webhooks' | 'peppolLeave';

/**
 * The settings menu's rows for a signed-in user: payment reminders, saved companies, API tokens,
 * webhooks and e-invoicing via Peppol. `onOpen` closes the menu and opens the row's dialog.
 */
export function SignedInSettingsRows({ onOpen }: { onOpen: (dialog: SignedInDialog) => void }) {
  return (
    <>
      <ReminderSettings />
      <SavedCompaniesSettings onManage={() => onOpen('companies')} />
      <ApiTokensSettings onManage={() => onOpen('tokens')} />
      <WebhookSettings onManage={() => onOpen('webhooks')} />
      <PeppolSettings onLeave={() => onOpen('peppolLeave')} />
    </>
  );
}

/** The dialog the settings menu opened (`open`), outside the menu, which closes meanwhile. */
export function SignedInSettingsDialogs({
  open,
  onClose,
}: {
  open: SignedInDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <SavedCompaniesDialog open={open === 'companies'} onClose={onClose} />
      <ApiTokensDialog open={open === 'tokens'} onClose={onClose} />
      {open === 'peppolLeave' ? <PeppolLeaveDialog onClose={onClose} /> : null}
      <WebhooksDialog open={open === 'webhooks'} onClose={onClose} />
    </>
  );
}
