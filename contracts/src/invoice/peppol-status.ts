/** A Peppol delivery's status, in the order a delivery goes through them (docs/peppol.md). */
export const PEPPOL_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'refused',
  'failed',
] as const;
export type PeppolStatus = (typeof PEPPOL_STATUSES)[number];
