import { isRecord } from '@app/contracts/common';

/**
 * JSON Merge Patch (RFC 7396 §2): objects merge key by key and recursively, `null` removes a
 * key, anything else (arrays included) replaces. A patch that is not an object replaces the
 * target whole. Neither argument is changed.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isRecord(patch)) return patch;
  const merged: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = mergePatch(merged[key], value);
  }
  return merged;
}
