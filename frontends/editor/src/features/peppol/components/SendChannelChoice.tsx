import { useId, type RefObject } from 'react';
import { useEditorTranslation } from '../../invoices/hooks';
import type { SendChannel } from '../usePeppolChannel';
import '../peppol.css';

const CHANNELS: readonly SendChannel[] = ['peppol', 'email', 'both'];

export type SendChannelChoiceProps = {
  readonly value: SendChannel;
  readonly onChange: (channel: SendChannel) => void;
  /** The chosen option's radio, for the dialog to give focus to. */
  readonly checkedRef?: RefObject<HTMLInputElement | null>;
};

/** "Send via: Peppol / E-mail / Both", a radio group (arrow keys move the choice). */
export function SendChannelChoice({ value, onChange, checkedRef }: SendChannelChoiceProps) {
  const { t } = useEditorTranslation();
  const name = useId();
  return (
    <fieldset className="send-channel" data-testid="send-channel">
      <legend className="send-channel__legend">{t('peppol.send.via')}</legend>
      {CHANNELS.map((channel) => (
        <label key={channel} className="send-channel__option">
          <input
            ref={channel === value ? checkedRef : undefined}
            type="radio"
            name={name}
            value={channel}
            checked={channel === value}
            data-testid={`send-channel-${channel}`}
            onChange={() => onChange(channel)}
          />
          {t(`peppol.send.channels.${channel}`)}
        </label>
      ))}
    </fieldset>
  );
}
