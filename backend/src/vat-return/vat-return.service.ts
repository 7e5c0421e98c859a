import { Injectable } from '@nestjs/common';
import {
  RETURN_COUNTRIES,
  vatReturn,
  vatReturnRange,
  type ReturnCountry,
  type VatReturnFigures,
  type VatReturnPeriod,
} from '@app/contracts/vat-return';
import { DomainException } from '../common/errors/domain.exception.js';
import { SettingsService } from '../settings/settings.service.js';
import { VatReturnDocuments } from './vat-return-documents.js';

const isReturnCountry = (country: string): country is ReturnCountry =>
  (RETURN_COUNTRIES as readonly string[]).includes(country);

/**
 * The figures of the signed-in seller's VAT return for a period: the seller's country and
 * regime from their settings, their issued documents of the period, and the one rule table
 * (`vatReturn`, docs/vat-return.md). Nothing is stored: the figures follow the documents.
 */
@Injectable()
export class VatReturnService {
  constructor(
    private readonly settings: SettingsService,
    private readonly documents: VatReturnDocuments,
  ) {}

  async figures(ownerId: string, period: VatReturnPeriod): Promise<VatReturnFigures> {
    const { country, vatRegime } = await this.settings.read(ownerId);
    // The rule table knows the Dutch and Belgian returns only: another country's would be wrong.
    if (!isReturnCountry(country)) {
      throw new DomainException('VAT_RETURN_COUNTRY', {
        message: `The VAT return figures are for sellers in the Netherlands or Belgium; your settings say ${country}`,
      });
    }
    const documents = await this.documents.inRange(ownerId, vatReturnRange(period));
    return vatReturn({ country, regime: vatRegime, period, documents });
  }
}
