import { UNSTORABLE_TEXT_MESSAGE, isStorableText, toStorableText } from '@app/contracts/common';
import type { DomainException } from '../errors/domain.exception.js';
import { validationFailed } from '../errors/validation-errors.js';

/** Enough to show what is wrong; a body of a million bad strings must not echo a million paths. */
export const MAX_REPORTED_FIELDS = 20;

/** Marks a property name that is itself unstorable, in the walk's queue. */
const BAD_NAME = Symbol('unstorable property name');

const join = (parent: string, key: string): string => (parent ? `${parent}.${key}` : key);

/**
 * The dotted paths (`invoice.items.2.description`, as validation errors name fields) of every
 * string in a parsed body, query or parameter that PostgreSQL could not store, in document order,
 * property names included: a name can reach the database too (a jsonb key). A bad name is shown
 * with its bad characters replaced, so the error never echoes them. Walks with its own stack, so
 * no nesting can exhaust the call stack; stops after `max` finds.
 */
export function unstorableTextPaths(
  value: unknown,
  root = '',
  max = MAX_REPORTED_FIELDS,
): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0 && found.length < max) {
    const [current, path] = pending.pop()!;
    if (current === BAD_NAME) {
      found.push(path);
    } else if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(path);
    } else if (typeof current === 'object' && current !== null) {
      const entries: [string, unknown][] = Array.isArray(current)
        ? current.map((item, index) => [String(index), item])
        : Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index];
        pending.push(
          isStorableText(key)
            ? [child, join(path, key)]
            : [BAD_NAME, join(path, toStorableText(key))],
        );
      }
    }
  }
  return found;
}

/** VALIDATION_FAILED naming each unstorable string in `value`, or null when there is none. */
export function unstorableTextError(value: unknown, root = ''): DomainException | null {
  const paths = unstorableTextPaths(value, root);
  if (paths.length === 0) return null;
  return validationFailed(paths.map((field) => ({ field, message: UNSTORABLE_TEXT_MESSAGE })));
}
