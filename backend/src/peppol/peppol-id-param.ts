import type { PipeTransform } from '@nestjs/common';
import { validationFailed } from '../common/errors/validation-errors.js';
import { parsePeppolId } from './peppol-id.js';
import type { PeppolId } from './provider/peppol-provider.js';

export const PEPPOL_ID_FORM =
  'a four-digit scheme, a colon and the identifier, e.g. 0208:0123456749';

/** The path's Peppol id; anything else is 400 VALIDATION_FAILED (never "unreachable"). */
export const peppolIdParam: PipeTransform<string, PeppolId> = {
  transform(value) {
    const id = parsePeppolId(value);
    if (id === null) {
      throw validationFailed([{ field: 'peppolId', message: `must be ${PEPPOL_ID_FORM}` }]);
    }
    return id;
  },
};
