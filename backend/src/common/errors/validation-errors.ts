import type { ValidationError } from 'class-validator';
import { DomainException } from './domain.exception.js';
import type { FieldErrorDto } from './error-body.js';

const UNKNOWN_PROPERTY = 'whitelistValidation';

function flatten(errors: ValidationError[], parent: string): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) => ({
      field,
      // class-validator prefixes its messages with the property name; the field already says it.
      message:
        rule === UNKNOWN_PROPERTY
          ? 'is not an allowed field'
          : text.replace(new RegExp(`^${error.property} `), ''),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The one VALIDATION_FAILED error for a list of bad fields, whoever found them. */
export function validationFailed(fields: FieldErrorDto[]): DomainException {
  const message =
    fields.length === 1 ? `${fields[0].field} ${fields[0].message}` : 'Validation failed';
  return new DomainException('VALIDATION_FAILED', { message, fields });
}

export function validationException(errors: ValidationError[]): DomainException {
  return validationFailed(flatten(errors, ''));
}
