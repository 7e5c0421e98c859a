/**
 * A whole number from `min` to `max`, given as a number or as a field's text (surrounding spaces
 * allowed; signs, fractions and letters are not): the rule behind every "day 1 to 31" kind of
 * field, so the editor and the API read typed numbers alike.
 */
export function isWholeNumberIn(value: number | string, min: number, max: number): boolean {
  const number =
    typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max;
}
