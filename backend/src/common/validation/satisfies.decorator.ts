import { ValidateBy } from 'class-validator';

/**
 * Validates a field with a rule from `contracts`, so the browser and the API apply the same
 * one (class-validator's own `IsEmail` differs from the editor's e-mail rule, for instance).
 */
export function Satisfies(rule: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({
    name: 'satisfies',
    validator: { validate: (value) => rule(value), defaultMessage: () => message },
  });
}
