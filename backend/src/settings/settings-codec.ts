import { Injectable } from '@nestjs/common';
import { clientDefaultSettings, normaliseSettings, type Settings } from '@app/contracts/settings';
import { SecretBox } from '../common/crypto/secret-box.js';
import type { UserSettingsEntity } from './user-settings.entity.js';

type StoredSecrets = { mollieApiKey?: string };

/**
 * Between the stored row and the Settings of contracts: the counter is a column, the Mollie key
 * is sealed apart from the document, and whatever is read is normalised onto the defaults (a
 * user who never saved settings has the client defaults, spec §3).
 */
@Injectable()
export class SettingsCodec {
  constructor(private readonly box: SecretBox) {}

  /** The full settings, secret included: for the server's own use, never for a response. */
  decode(entity: UserSettingsEntity | null): Settings {
    const defaults = clientDefaultSettings();
    if (entity === null) return defaults;
    const secrets = this.openSecrets(entity.secrets);
    const document = entity.document;
    const methods = (document.paymentMethods ?? {}) as Record<string, Record<string, unknown>>;
    return normaliseSettings(
      {
        ...document,
        latestInvoiceNumber: entity.latestInvoiceNumber,
        latestCreditNoteNumber: entity.latestCreditNoteNumber,
        paymentMethods: {
          ...methods,
          mollie: { ...methods.mollie, apiKey: secrets.mollieApiKey ?? '' },
        },
      },
      defaults,
    );
  }

  /** Writes settings onto the row: the counters to their columns, the key sealed, no logo. */
  encode(settings: Settings, entity: UserSettingsEntity): UserSettingsEntity {
    const {
      latestInvoiceNumber,
      latestCreditNoteNumber,
      logo: _logo,
      paymentMethods,
      ...rest
    } = settings;
    const apiKey = paymentMethods.mollie.apiKey;
    entity.document = {
      ...rest,
      paymentMethods: { ...paymentMethods, mollie: { ...paymentMethods.mollie, apiKey: '' } },
    };
    entity.latestInvoiceNumber = latestInvoiceNumber;
    entity.latestCreditNoteNumber = latestCreditNoteNumber;
    entity.secrets = apiKey === '' ? null : this.box.seal(JSON.stringify({ mollieApiKey: apiKey }));
    return entity;
  }

  private openSecrets(sealed: string | null): StoredSecrets {
    if (sealed === null) return {};
    return JSON.parse(this.box.open(sealed)) as StoredSecrets;
  }
}
