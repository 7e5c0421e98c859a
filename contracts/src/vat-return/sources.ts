import type { LegalSource } from '@app/contracts/vat';

/*
 * Where the return's rules come from. The Belastingdienst's instructions for the btw-aangifte
 * ("Toelichting bij de aangifte omzetbelasting", the pages under "Btw-aangifte doen en betalen")
 * and for the opgaaf ICP; FOD Financiën's Intervat help for the Belgian periodic return (its
 * pages on frame II and on the validation rules were read in French while writing; the other
 * addresses follow the authorities' known address scheme and could not be opened), and the
 * articles of the Wet OB 1968 and the WBTW behind them.
 */

const BELASTINGDIENST_BTW =
  'https://www.belastingdienst.nl/wps/wcm/connect/bldcontentnl/belastingdienst/zakelijk/btw';
const INTERVAT_HELP = 'https://eservices.minfin.fgov.be/intervat/static/help/FR';
const WBTW_URL = 'https://www.ejustice.just.fgov.be/eli/wet/1969/07/03/1969070301/justel';

/** A rubriek of the Dutch return, as the Belastingdienst explains it. */
export const toelichting = (rubriek: string): LegalSource => ({
  authority: 'Belastingdienst',
  reference: `Toelichting bij de aangifte omzetbelasting, rubriek ${rubriek}`,
  url: `${BELASTINGDIENST_BTW}/btw_aangifte_doen_en_betalen/btw-aangifte-waar-moet-u-aan-denken/hoe-btw-aangifte-invullen-en-versturen`,
});

export const OPGAAF_ICP: LegalSource = {
  authority: 'Belastingdienst',
  reference: 'Opgaaf intracommunautaire prestaties (ICP)',
  url: `${BELASTINGDIENST_BTW}/zakendoen_met_het_buitenland/goederen_en_diensten_naar_andere_eu_landen/opgaaf_icp/opgaaf_icp`,
};

export const KOR: LegalSource = {
  authority: 'Belastingdienst',
  reference: 'Kleineondernemersregeling: geen btw-aangifte',
  url: `${BELASTINGDIENST_BTW}/hoe_werkt_de_btw/kleineondernemersregeling/`,
};

export const wetOb = (article: string): LegalSource => ({
  authority: 'Wet op de omzetbelasting 1968',
  reference: `art. ${article}`,
  url: `https://wetten.overheid.nl/jci1.3:c:BWBR0002629&artikel=${article.split(' ')[0]}`,
});

/** A grid of frame II (outgoing operations) of the Belgian return, in the Intervat help. */
export const intervat = (grid: string): LegalSource => ({
  authority: 'FOD Financiën / SPF Finances (Intervat)',
  reference: `Periodieke btw-aangifte, kader II, rooster ${grid}`,
  url: `${INTERVAT_HELP}/cadre_ii_operations_a_la_sortie.htm`,
});

/** The return's own consistency rules: O ([01]x6% + [02]x12% + [03]x21% = [54]), U ([49]x21% >= [64]). */
export const intervatRule = (rule: string): LegalSource => ({
  authority: 'FOD Financiën / SPF Finances (Intervat)',
  reference: `Validatieregels van de aangifte, regel ${rule}`,
  url: `${INTERVAT_HELP}/regles_de_validation_d_une_declaration.htm`,
});

export const HANDLEIDING: LegalSource = {
  authority: 'FOD Financiën',
  reference: 'Handleiding periodieke btw-aangifte',
  url: 'https://financien.belgium.be/nl/ondernemingen/btw/aangifte/periodieke_aangifte',
};

export const wbtw = (reference: string): LegalSource => ({
  authority: 'Wetboek van de belasting over de toegevoegde waarde (WBTW)',
  reference,
  url: WBTW_URL,
});
