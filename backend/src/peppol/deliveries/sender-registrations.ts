import { Injectable } from '@nestjs/common';
import { PeppolRegistrationService } from '../registration/peppol-registration.service.js';

/** Which provider company sends a user's invoices: their active Peppol registration's. */
@Injectable()
export class SenderRegistrations {
  constructor(private readonly registrations: PeppolRegistrationService) {}

  /** The provider's company id of the owner's active registration; null without one. */
  activeCompanyId(ownerId: string): Promise<string | null> {
    return this.registrations.activeCompanyId(ownerId);
  }
}
