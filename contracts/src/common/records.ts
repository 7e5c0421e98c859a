/** A plain JSON-like object (not null, not an array): what stored or received data is read as. */
export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Text read from unknown data. Numbers count as text because older stored data and hand-made
 * imports write numbers and amounts as JSON numbers (`"quantity": 2`); anything else is the fallback.
 */
export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}
