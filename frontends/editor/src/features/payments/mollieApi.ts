import { mollieApi as generated } from './mollieApi.gen';

/**
 * Mollie Connect (spec §4 "Mollie connect"): the authorisation address is asked for on each
 * click (each is single-use), never cached.
 */
export const mollieApi = generated.enhanceEndpoints({
  endpoints: { getMollieAuthUrl: { keepUnusedDataFor: 0 } },
});
