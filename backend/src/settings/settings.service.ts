import { isDeepStrictEqual } from 'node:util';
import { Injectable } from '@nestjs/common';
import {
  clientDefaultSettings,
  followCountryChange,
  normaliseSettings,
  resolveSentSecret,
  type Settings,
} from '@app/contracts/settings';
import {
  matchesVersion,
  versionConflict,
  type VersionCondition,
} from '../common/versions/version-condition.js';
import { Transactions, type Transaction } from '../database/transactions.js';
import { LogoService } from '../logo/logo.service.js';
import {
  SaveSettingsBodyDto,
  type SaveSettingsDto,
  type SettingsResponseDto,
} from './dto/settings.dto.js';
import { patchResource } from '../common/patch/patch-resource.js';
import { createApiValidationPipe } from '../common/validation/api-validation-pipe.js';
import { SettingsCodec } from './settings-codec.js';
import { toSettingsResponse } from './settings-mapper.js';
import { SettingsRepository } from './settings.repository.js';
import type { UserSettingsEntity } from './user-settings.entity.js';

/**
 * Whether Mollie is connected is the server's to say (Mollie Connect): a save cannot claim a
 * connection, nor rename or drop the connected organization. Without a connection the business
 * name is the user's.
 */
function keepMollieConnection(next: Settings, stored: Settings): Settings {
  const storedMollie = stored.paymentMethods.mollie;
  const mollie = storedMollie.isConnected
    ? {
        ...next.paymentMethods.mollie,
        isConnected: true,
        businessName: storedMollie.businessName,
      }
    : { ...next.paymentMethods.mollie, isConnected: false };
  return normaliseSettings(
    { ...next, paymentMethods: { ...next.paymentMethods, mollie } },
    clientDefaultSettings(),
  );
}

/** A user's settings (spec §3, §5). Every method takes the owner first. */
@Injectable()
export class SettingsService {
  private readonly validation = createApiValidationPipe();

  constructor(
    private readonly transactions: Transactions,
    private readonly settings: SettingsRepository,
    private readonly codec: SettingsCodec,
    private readonly logos: LogoService,
  ) {}

  async get(ownerId: string): Promise<SettingsResponseDto> {
    return this.toResponse(ownerId, await this.settings.find(ownerId));
  }

  /** The settings with their secret, for the server's own work (numbering, payments). */
  async read(ownerId: string): Promise<Settings> {
    return this.codec.decode(await this.settings.find(ownerId));
  }

  /** Like `read`, inside the caller's transaction. */
  async readIn(tx: Transaction, ownerId: string): Promise<Settings> {
    return this.codec.decode(await this.settings.in(tx).find(ownerId));
  }

  /**
   * The settings, their row locked until the caller's transaction ends: invoice numbering holds
   * it from reading the counter to moving it (`setInvoiceCounter`), and settings saves take it
   * too, so a counter is never handed out twice.
   */
  async lockForNumbering(tx: Transaction, ownerId: string): Promise<Settings> {
    return this.codec.decode(await this.settings.in(tx).lock(ownerId));
  }

  /** Stores the invoice counter, in the transaction that holds `lockForNumbering`'s lock. */
  setInvoiceCounter(tx: Transaction, ownerId: string, latestInvoiceNumber: number): Promise<void> {
    return this.settings.in(tx).setLatestInvoiceNumber(ownerId, latestInvoiceNumber);
  }

  /** The credit-note series' counter, like `setInvoiceCounter` (same lock, same rules). */
  setCreditNoteCounter(
    tx: Transaction,
    ownerId: string,
    latestCreditNoteNumber: number,
  ): Promise<void> {
    return this.settings.in(tx).setLatestCreditNoteNumber(ownerId, latestCreditNoteNumber);
  }

  /** A merge patch onto the stored settings, then saved exactly as a PUT of the result. */
  patch(
    ownerId: string,
    patch: unknown,
    condition?: VersionCondition,
  ): Promise<SettingsResponseDto> {
    return patchResource(patch, condition, {
      read: () => this.get(ownerId),
      write: async (merged, version) => {
        const body = (await this.validation.transform(merged, {
          type: 'body',
          metatype: SaveSettingsBodyDto,
        })) as SaveSettingsBodyDto;
        return this.update(ownerId, body.settings, version);
      },
    });
  }

  /**
   * Replaces the stored settings with the ones sent, under the row lock, so a concurrent save
   * of an invoice cannot move the counter in between: the counter keeps the larger of the
   * stored and the sent value (spec §4), and a masked key sent back keeps the stored key. With a
   * version condition (If-Match), only the version it names, compared under the row lock.
   */
  async update(
    ownerId: string,
    changes: SaveSettingsDto,
    condition?: VersionCondition,
  ): Promise<SettingsResponseDto> {
    const saved = await this.transactions.run(async (tx) => {
      const settings = this.settings.in(tx);
      const entity = await settings.lock(ownerId);
      if (!matchesVersion(condition, entity.version)) {
        throw versionConflict(condition, entity.version, await this.toResponse(ownerId, entity));
      }
      const stored = this.codec.decode(entity);
      // A replacement: without a default company there is none (the counter and the logo are
      // the server's to keep).
      const { logo: _ignored, ...fields } = changes;
      const sent = { ...fields, defaultCompany: fields.defaultCompany ?? null };
      const storedKey = stored.paymentMethods.mollie.apiKey;
      const withKey =
        sent.paymentMethods === undefined
          ? sent
          : {
              ...sent,
              paymentMethods: {
                ...sent.paymentMethods,
                mollie: {
                  ...sent.paymentMethods.mollie,
                  apiKey: resolveSentSecret(sent.paymentMethods.mollie.apiKey, storedKey),
                },
              },
            };
      const merged = keepMollieConnection(
        followCountryChange(
          stored,
          normaliseSettings({ ...stored, ...withKey }, clientDefaultSettings()),
        ),
        stored,
      );
      const next: Settings = {
        ...merged,
        latestInvoiceNumber: Math.max(stored.latestInvoiceNumber, merged.latestInvoiceNumber),
        latestCreditNoteNumber: Math.max(
          stored.latestCreditNoteNumber,
          merged.latestCreditNoteNumber,
        ),
      };
      // Sending back what is stored changes nothing: no new version, the same savedAt.
      if (entity.savedAt !== null && isDeepStrictEqual(next, stored)) return entity;
      entity.savedAt = new Date();
      return settings.save(this.codec.encode(next, entity));
    });
    return this.toResponse(ownerId, saved);
  }

  /**
   * Records that the owner's Mollie account was connected (its organization's name) or
   * disconnected (null), under the row lock like every settings write. Connecting enables the
   * method; disconnecting leaves an API key, if any, in place.
   */
  async setMollieConnection(
    ownerId: string,
    connection: { businessName: string } | null,
  ): Promise<void> {
    await this.transactions.run(async (tx) => {
      const settings = this.settings.in(tx);
      const entity = await settings.lock(ownerId);
      const stored = this.codec.decode(entity);
      const mollie = stored.paymentMethods.mollie;
      const next: Settings = normaliseSettings(
        {
          ...stored,
          paymentMethods: {
            ...stored.paymentMethods,
            mollie:
              connection === null
                ? { ...mollie, isConnected: false, businessName: '' }
                : { ...mollie, enabled: true, isConnected: true, ...connection },
          },
        },
        clientDefaultSettings(),
      );
      await settings.save(this.codec.encode(next, entity));
    });
  }

  private async toResponse(
    ownerId: string,
    entity: UserSettingsEntity | null,
  ): Promise<SettingsResponseDto> {
    return toSettingsResponse(
      this.codec.decode(entity),
      entity?.savedAt ?? null,
      await this.logos.current(ownerId),
      // A user without a row has the defaults, as the row made on first use would be: version 1.
      entity?.version ?? 1,
    );
  }
}
