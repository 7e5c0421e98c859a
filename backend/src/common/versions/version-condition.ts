import { DomainException } from '../errors/domain.exception.js';

/**
 * What a request's `If-Match` asks of the stored resource (docs/data-api.md "Versions and
 * conflicts"): any stored version (`*`), or one of the listed ones. No header: no condition.
 * Plain values, so services check them without knowing about HTTP.
 */
export type VersionCondition =
  { readonly anyVersion: true } | { readonly versions: readonly number[] };

/** The entity tag of a version: strong, the version number quoted (`"3"`). */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * Refuses a change whose `If-Match` names another version than the stored one: 412
 * VERSION_CONFLICT with the stored copy as `current`. Call it while holding the row (its lock,
 * or inside the conditional statement's transaction), so nothing can change between the
 * comparison and the write. No condition, or `*` on a stored resource, passes.
 */
export function checkVersion(
  condition: VersionCondition | undefined,
  stored: number,
  current: () => unknown,
): void {
  if (!matchesVersion(condition, stored)) throw versionConflict(condition, stored, current());
}

/** Whether the stored version satisfies the condition (no condition always does). */
export function matchesVersion(condition: VersionCondition | undefined, stored: number): boolean {
  return (
    condition === undefined || 'anyVersion' in condition || condition.versions.includes(stored)
  );
}

/** The 412 of a condition the stored version did not meet, with the stored copy. */
export function versionConflict(
  condition: VersionCondition | undefined,
  stored: number,
  current: unknown,
): DomainException {
  const sent =
    condition === undefined || 'anyVersion' in condition
      ? '*'
      : condition.versions.map(etagOf).join(', ');
  return new DomainException('VERSION_CONFLICT', {
    message: `It was changed since version ${sent} (If-Match): nothing was saved. \`current\` is the stored copy, version ${etagOf(stored)}: apply your change to it and send it with that version`,
    current,
  });
}
