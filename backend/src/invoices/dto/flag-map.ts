import { isRecord } from '@app/contracts/common';

/** A placeholder-flag map: only the given field names, each true or false. */
export const isFlagMap =
  (fields: readonly string[]) =>
  (value: unknown): boolean =>
    isRecord(value) &&
    Object.entries(value).every(([key, flag]) => fields.includes(key) && typeof flag === 'boolean');

export const FLAG_MAP_MESSAGE = 'must map known field names to true or false';

/** The OpenAPI schema of a placeholder-flag map. */
export const flagMapSchema = (fields: readonly string[]) => ({
  type: 'object' as const,
  additionalProperties: false,
  properties: Object.fromEntries(fields.map((field) => [field, { type: 'boolean' as const }])),
  example: Object.fromEntries(fields.slice(0, 1).map((field) => [field, false])),
});
