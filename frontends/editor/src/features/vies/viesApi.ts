import { viesApi as generated } from './viesApi.gen';

/**
 * The VAT number check. No cache tags: nothing the editor does changes what VIES answers, and
 * the server keeps each answer for a day; RTK Query keeps it while the editor shows it.
 */
export const viesApi = generated;
