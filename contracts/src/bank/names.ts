/*
 * Company names as a bank writes the payer ("JANSEN BOUW B.V.") and as the invoice names the
 * customer ("Jansen Bouw BV"): compared without case, accents, punctuation and legal form.
 */

/** Legal forms of the Netherlands, Belgium and the neighbours whose customers pay in euros. */
const LEGAL_FORMS = new Set([
  'bv',
  'nv',
  'vof',
  'cv',
  'bvba',
  'cvba',
  'commv',
  'vzw',
  'srl',
  'sprl',
  'sa',
  'sc',
  'scrl',
  'scs',
  'asbl',
  'sas',
  'sarl',
  'gmbh',
  'ag',
  'ug',
  'kg',
  'ltd',
  'llc',
  'inc',
  'plc',
]);

/** The comparable form of a name: '' when nothing but a legal form or punctuation is left. */
export const comparableName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // "B.V." and "b.v" are the same form as "BV".
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word))
    .join(' ');

export const sameName = (a: string, b: string): boolean => {
  const left = comparableName(a);
  return left !== '' && left === comparableName(b);
};
