/** Placeholder until this section lands (issue 34). */
export function ReportsOverview() {
  return null;
}
