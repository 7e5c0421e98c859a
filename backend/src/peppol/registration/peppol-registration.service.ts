import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Transactions } from '../../database/transactions.js';
import { SettingsService } from '../../settings/settings.service.js';
import { formatPeppolId } from '../peppol-id.js';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolProviderError } from '../provider/peppol-provider-error.js';
import {
  PeppolProvider,
  type CompanyRegistration,
  type ProviderCompany,
} from '../provider/peppol-provider.js';
import type { PeppolRegistrationDto } from './dto/peppol-registration.dto.js';
import type { PeppolRegistrationEntity } from './peppol-registration.entity.js';
import { PeppolRegistrationsRepository } from './peppol-registrations.repository.js';
import { registrationFromSettings } from './registration-company.js';

/** Registration numbers first (what NL and BE directories list), then VAT numbers. */
const SCHEME_ORDER = ['0208', '0106', '9925', '9944'];

/** The id customers send to: the registration number's, else whatever the provider gave. */
function primaryPeppolId(company: ProviderCompany, input: CompanyRegistration): string {
  const ranked = [...company.peppolIds].sort((a, b) => rank(a.scheme) - rank(b.scheme));
  if (ranked[0] !== undefined) return formatPeppolId(ranked[0]);
  if (input.enterpriseNumber !== null) {
    return `${input.country === 'BE' ? '0208' : '0106'}:${input.enterpriseNumber}`;
  }
  return `${input.country === 'BE' ? '9925' : '9944'}:${input.vatNumber ?? ''}`;
}

const rank = (scheme: string): number => {
  const index = SCHEME_ORDER.indexOf(scheme);
  return index === -1 ? SCHEME_ORDER.length : index;
};

function toDto(registration: PeppolRegistrationEntity | null): PeppolRegistrationDto {
  if (registration === null || registration.status === 'left') {
    return { status: 'none', peppolId: null, verificationUrl: null, registeredAt: null };
  }
  return {
    status: registration.status,
    peppolId: registration.peppolId,
    verificationUrl: registration.status === 'active' ? null : registration.verificationUrl,
    registeredAt: registration.createdAt.toISOString(),
  };
}

/** A provider failure as the API says it: its refusal names the company details. */
function providerFailure(error: unknown): never {
  if (!(error instanceof PeppolProviderError)) throw error;
  if (error.kind === 'refused') {
    throw new DomainException('VALIDATION_FAILED', {
      message: `The Peppol access point refused your company details: ${error.reasons.join('; ')}`,
      fields: [
        { field: 'settings.defaultCompany', message: error.reasons.join('; ') || 'refused' },
      ],
    });
  }
  throw new DomainException('PEPPOL_PROVIDER_FAILED');
}

/**
 * A user's company registered for Peppol at the provider (docs/peppol.md, "Registration"): from
 * their settings' default company, pending until the provider's identity check is passed, then
 * active. Registering and leaving hold a per-user lock, so two requests never make two companies.
 */
@Injectable()
export class PeppolRegistrationService {
  private readonly logger = new Logger('Peppol');

  constructor(
    private readonly endpoint: PeppolEndpoint,
    private readonly provider: PeppolProvider,
    private readonly registrations: PeppolRegistrationsRepository,
    private readonly settings: SettingsService,
    private readonly transactions: Transactions,
  ) {}

  async get(ownerId: string): Promise<PeppolRegistrationDto> {
    this.endpoint.assertAvailable();
    const registration = await this.registrations.find(ownerId);
    if (registration?.status === 'pending_verification') {
      await this.refresh(registration.providerCompanyId);
      return toDto(await this.registrations.find(ownerId));
    }
    return toDto(registration);
  }

  /** The provider's company id of the owner's active registration; null without one. */
  async activeCompanyId(ownerId: string): Promise<string | null> {
    const registration = await this.registrations.find(ownerId);
    return registration?.status === 'active' ? registration.providerCompanyId : null;
  }

  async register(ownerId: string): Promise<PeppolRegistrationDto> {
    this.endpoint.assertAvailable();
    const input = registrationFromSettings(await this.settings.read(ownerId));
    const stored = await this.transactions.run(async (tx) => {
      const registrations = this.registrations.in(tx);
      await registrations.lockOwner(ownerId);
      const existing = await registrations.find(ownerId);
      if (existing !== null && existing.status !== 'left') {
        throw new DomainException('CONFLICT', {
          message: 'Your company is already registered for Peppol',
        });
      }
      const company = await this.provider.registerCompany(input).catch(providerFailure);
      try {
        return await registrations.register(ownerId, {
          providerCompanyId: company.id,
          peppolId: primaryPeppolId(company, input),
          status: company.verified ? 'active' : 'pending_verification',
          verificationUrl: company.verificationUrl,
        });
      } catch (error) {
        // Not stored: the provider's company would be nobody's. Its removal is best effort.
        await this.provider.unregisterCompany(company.id).catch(() => undefined);
        throw error;
      }
    });
    this.logger.log(`User ${ownerId} registered for Peppol (${stored.status})`);
    return toDto(stored);
  }

  /** Unregisters at the provider, then forgets; nothing registered is no error. */
  async leave(ownerId: string): Promise<void> {
    this.endpoint.assertAvailable();
    await this.transactions.run(async (tx) => {
      const registrations = this.registrations.in(tx);
      await registrations.lockOwner(ownerId);
      const existing = await registrations.find(ownerId);
      if (existing === null || existing.status === 'left') return;
      await this.provider.unregisterCompany(existing.providerCompanyId).catch(providerFailure);
      await registrations.markLeft(ownerId);
    });
  }

  /**
   * A pending registration becomes active when the provider says its company is verified (the
   * `company.verification` webhook, the poll, or the user looking). Provider trouble leaves it
   * pending for the next look.
   */
  async refresh(providerCompanyId: string): Promise<void> {
    const registration = await this.registrations.findByProviderCompany(providerCompanyId);
    if (registration?.status !== 'pending_verification') return;
    try {
      const company = await this.provider.company(providerCompanyId);
      if (company?.verified) {
        await this.registrations.activate(registration.userId, providerCompanyId);
      }
    } catch (error) {
      this.logger.warn(`Verification of ${providerCompanyId} not checked: ${String(error)}`);
    }
  }
}
