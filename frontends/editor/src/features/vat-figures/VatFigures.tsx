/** Placeholder until this section lands (issue 34). */
export function VatFigures() {
  return null;
}
