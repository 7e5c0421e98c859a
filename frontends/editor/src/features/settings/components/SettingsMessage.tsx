/** What a settings dialog's last action said: done (`failed` false) or not. */
export type SettingsMessageValue = { text: string; failed: boolean };

type Props = {
  /** The class and test-id prefix, e.g. `webhooks`: `webhooks__status`, `webhooks-status`. */
  name: string;
  message: SettingsMessageValue | null;
};

/**
 * The answer to an action in a settings dialog (deleting a saved company, a webhook endpoint):
 * a success goes into a status region that is on the page before it speaks, so a screen reader
 * reads it; a failure is an alert of its own.
 */
export function SettingsMessage({ name, message }: Props) {
  return (
    <>
      <p className={`${name}__status`} role="status" data-testid={`${name}-status`}>
        {message === null || message.failed ? '' : message.text}
      </p>
      {message?.failed ? (
        <p className="app-field__error" role="alert">
          {message.text}
        </p>
      ) : null}
    </>
  );
}
