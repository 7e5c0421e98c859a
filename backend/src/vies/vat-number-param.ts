import type { PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { normaliseIdentifier } from '@app/contracts/invoice';
import { validationFailed } from '../common/errors/validation-errors.js';
import { isViesCountry, VIES_COUNTRIES, VIES_NUMBER_PATTERN } from './vies-countries.js';

/** A VAT number as VIES takes it. */
export type VatNumber = { full: string; countryCode: string; national: string };

const FORM =
  `a prefix VIES knows (${VIES_COUNTRIES.join(', ')}) and 2 to 13 letters or digits; ` +
  'spaces, dots and dashes are ignored';

/**
 * The path's VAT number, normalised ("be 0123.456.749" -> "BE0123456749"). A number VIES cannot
 * be asked about (no EU prefix, too short, too long, other characters) is 400 VALIDATION_FAILED:
 * answering "invalid" would claim VIES said so.
 */
export const vatNumberParam: PipeTransform<string, VatNumber> = {
  transform(value) {
    const full = normaliseIdentifier(value);
    const countryCode = full.slice(0, 2);
    const national = full.slice(2);
    if (!isViesCountry(countryCode) || !VIES_NUMBER_PATTERN.test(national)) {
      throw validationFailed([{ field: 'vatNumber', message: `must be ${FORM}` }]);
    }
    return { full, countryCode, national };
  },
};

export const ApiVatNumberParam = (): MethodDecorator =>
  ApiParam({
    name: 'vatNumber',
    type: String,
    description: `The VAT number: ${FORM}`,
    example: 'BE0123456749',
  });
