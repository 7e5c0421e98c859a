import type { VatRegime } from './types.js';

/** The small-business schemes we know, by the country that runs them. */
export type SmallBusinessScheme = 'kor' | 'franchise';

const SCHEMES: Partial<Record<string, SmallBusinessScheme>> = {
  // Kleineondernemersregeling, Wet OB 1968 (arts. 25-25e since 2025).
  NL: 'kor',
  // Vrijstellingsregeling kleine ondernemingen, art. 56bis WBTW.
  BE: 'franchise',
};

/** The seller country's small-business scheme, or null where we know none. */
export const smallBusinessScheme = (country: string): SmallBusinessScheme | null =>
  SCHEMES[country] ?? null;

/** The regimes a seller in `country` can choose. */
export const vatRegimesFor = (country: string): VatRegime[] =>
  smallBusinessScheme(country) === null ? ['standard'] : ['standard', 'small_business'];
