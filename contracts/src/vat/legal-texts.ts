import type { Language } from '@app/contracts/invoice';
import type { LegalSource, LegalText } from './types.js';

/*
 * Every text the law makes an invoice carry for a VAT treatment, with where it comes from.
 * Art. 226(11) of Directive 2006/112/EC asks an exempt invoice for "a reference to the applicable
 * provision of this Directive, or to the corresponding national provision, or any other
 * reference indicating that the supply is exempt"; only a few phrases are prescribed word for
 * word. `wording` says which: 'official' where the law or the tax authority writes that exact
 * phrase in that language, 'ours' where we wrote a faithful statement that meets art. 226(11).
 *
 * Deep links to the authorities' pages were written from their known address scheme and could
 * not be opened while writing; the law texts (EUR-Lex ELI, wetten.overheid.nl BWB id, Justel)
 * are stable addresses.
 */

const DIRECTIVE_URL = 'https://eur-lex.europa.eu/eli/dir/2006/112/oj';
const WET_OB = 'BWBR0002629';
const WBTW_URL = 'https://www.ejustice.just.fgov.be/eli/wet/1969/07/03/1969070301/justel';
const BELASTINGDIENST_BTW =
  'https://www.belastingdienst.nl/wps/wcm/connect/bldcontentnl/belastingdienst/zakelijk/btw';
const FINANCIEN_BTW = 'https://financien.belgium.be/nl/ondernemingen/btw';

const directive = (reference: string): LegalSource => ({
  authority: 'Council Directive 2006/112/EC (EU VAT Directive)',
  reference,
  url: DIRECTIVE_URL,
});

/** An article of the Dutch VAT act; `detail` narrows it to a paragraph or table item. */
const wetOb = (article: string, detail = ''): LegalSource => ({
  authority: 'Wet op de omzetbelasting 1968',
  reference: `art. ${article}${detail}`,
  url: `https://wetten.overheid.nl/jci1.3:c:${WET_OB}&artikel=${article}`,
});

const wbtw = (reference: string): LegalSource => ({
  authority: 'Wetboek van de belasting over de toegevoegde waarde (WBTW)',
  reference,
  url: WBTW_URL,
});

const belastingdienst = (reference: string, path: string): LegalSource => ({
  authority: 'Belastingdienst',
  reference,
  url: `${BELASTINGDIENST_BTW}/${path}`,
});

const financien = (reference: string, path = ''): LegalSource => ({
  authority: 'FOD Financiën',
  reference,
  url: `${FINANCIEN_BTW}${path}`,
});

const ours = { en: 'ours', nl: 'ours' } as const;
/** The Directive prescribes "Reverse charge" (EN) and "Btw verlegd" (its Dutch version). */
const official = { en: 'official', nl: 'official' } as const;

/** The Directive's exemption references, shared by the texts of every seller country. */
const EXEMPT_SOURCE = directive('art. 226(11)');
const REVERSE_CHARGE_SOURCE = directive('art. 226(11a)');
const INVOICE_RULES_NL = belastingdienst(
  'Factuureisen',
  'administratie_bijhouden/facturen_maken/factuureisen/factuureisen',
);

/**
 * Ids read `<jurisdiction>.<case>`: 'nl' and 'be' for sellers in those countries, 'eu' for every
 * other seller (the Directive's own wording), and 'exempt.other' for all.
 */
const TEXTS = {
  'nl.kor': {
    // The Belastingdienst prescribes no phrase. No article is printed: the scheme moved to
    // arts. 25-25e on 1 January 2025, and the scheme's name identifies it.
    text: {
      en: 'Exempt from VAT (Dutch small business scheme, KOR)',
      nl: 'Vrijgesteld van btw (kleineondernemersregeling)',
    },
    wording: ours,
    vatex: null,
    sources: [
      wetOb('25a', ' (kleineondernemersregeling, arts. 25-25e)'),
      belastingdienst('Kleineondernemersregeling', 'hoe_werkt_de_btw/kleineondernemersregeling/'),
      EXEMPT_SOURCE,
      directive('art. 284'),
    ],
  },
  'be.franchise': {
    // The Dutch and French phrases are the ones the Belgian rules prescribe; English is ours.
    text: {
      en: 'Special exemption scheme for small enterprises',
      nl: 'Bijzondere vrijstellingsregeling kleine ondernemingen',
    },
    wording: { en: 'ours', nl: 'official' },
    vatex: null,
    sources: [
      wbtw('art. 56bis'),
      financien('Vrijstellingsregeling voor kleine ondernemingen'),
      EXEMPT_SOURCE,
      directive('art. 284'),
    ],
  },
  'eu.reverseCharge': {
    text: { en: 'Reverse charge', nl: 'Btw verlegd' },
    wording: official,
    vatex: 'VATEX-EU-AE',
    sources: [REVERSE_CHARGE_SOURCE, directive('arts. 44, 194-199b')],
  },
  'nl.reverseCharge': {
    // Domestic reverse charge and services to customers elsewhere in the EU print the same words.
    text: { en: 'Reverse charge', nl: 'Btw verlegd' },
    wording: official,
    vatex: 'VATEX-EU-AE',
    sources: [
      wetOb('12', ' lid 2 en 3'),
      wetOb('35a', ' lid 1'),
      belastingdienst('Btw verleggen', 'btw_berekenen_aan_uw_klanten/btw_verleggen/'),
      REVERSE_CHARGE_SOURCE,
    ],
  },
  'be.reverseChargeDomestic': {
    text: { en: 'Reverse charge', nl: 'Verlegging van heffing' },
    wording: official,
    vatex: 'VATEX-EU-AE',
    sources: [wbtw('art. 51, § 2 (medecontractant)'), REVERSE_CHARGE_SOURCE, directive('art. 199')],
  },
  'be.reverseChargeEu': {
    text: { en: 'Reverse charge', nl: 'Verlegging van heffing' },
    wording: official,
    vatex: 'VATEX-EU-AE',
    sources: [wbtw('art. 21, § 2'), REVERSE_CHARGE_SOURCE, directive('arts. 44 and 196')],
  },
  'eu.intraEu': {
    text: {
      en: 'Exempt intra-Community supply of goods (Article 138 Directive 2006/112/EC)',
      nl: 'Vrijgestelde intracommunautaire levering van goederen (artikel 138 Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: 'VATEX-EU-IC',
    sources: [directive('art. 138'), EXEMPT_SOURCE],
  },
  'nl.intraEu': {
    // Dutch law taxes the supply at 0 % rather than exempting it; no phrase is prescribed.
    text: {
      en: 'Intra-Community supply, 0% VAT (art. 9(2)(b) Dutch VAT Act 1968, table II item a.6)',
      nl: 'Intracommunautaire levering, 0% btw (art. 9 lid 2 b Wet OB 1968, tabel II post a.6)',
    },
    wording: ours,
    vatex: 'VATEX-EU-IC',
    sources: [wetOb('9', ' lid 2 b, tabel II post a.6'), INVOICE_RULES_NL, directive('art. 138')],
  },
  'be.intraEu': {
    // The words FOD Financiën uses; not confirmed as a phrase the law prescribes, hence 'ours'.
    text: {
      en: 'Exempt intra-Community supply (art. 39bis Belgian VAT Code)',
      nl: 'Vrijgestelde intracommunautaire levering (art. 39bis W.BTW)',
    },
    wording: ours,
    vatex: 'VATEX-EU-IC',
    sources: [wbtw('art. 39bis'), directive('art. 138'), EXEMPT_SOURCE],
  },
  'eu.export': {
    text: {
      en: 'Exempt export outside the EU (Article 146 Directive 2006/112/EC)',
      nl: 'Vrijgestelde uitvoer buiten de EU (artikel 146 Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: 'VATEX-EU-G',
    sources: [directive('art. 146'), EXEMPT_SOURCE],
  },
  'nl.export': {
    // Table II of the act puts exports at 0 %; the item number is left out of the printed text.
    text: {
      en: 'Export outside the EU, 0% VAT (art. 9(2)(b) Dutch VAT Act 1968, table II)',
      nl: 'Uitvoer buiten de EU, 0% btw (art. 9 lid 2 b Wet OB 1968, tabel II)',
    },
    wording: ours,
    vatex: 'VATEX-EU-G',
    sources: [wetOb('9', ' lid 2 b, tabel II'), INVOICE_RULES_NL, directive('art. 146')],
  },
  'be.export': {
    text: {
      en: 'Exempt export outside the EU (art. 39 Belgian VAT Code)',
      nl: 'Vrijgestelde uitvoer buiten de EU (art. 39 W.BTW)',
    },
    wording: ours,
    vatex: 'VATEX-EU-G',
    sources: [wbtw('art. 39'), directive('art. 146'), EXEMPT_SOURCE],
  },
  // Exemptions in the public interest and other exempt activities (Directive arts. 132 and 135).
  // VATEX-EU-132-1C is medical care by the medical professions; education spans art. 132(1)(i)
  // and (j), so it carries the article's general code. Art. 135(1) has a code only since the
  // EN 16931 rules 1.3.15 (VATEX-EU-135-1): a validator one release older refuses it (BR-CL-22),
  // while the text alone satisfies BR-E-10, so those exemptions carry no code yet.
  'eu.exempt.medical': {
    text: {
      en: 'Exempt from VAT: medical care (Article 132(1)(c) Directive 2006/112/EC)',
      nl: 'Vrijgesteld van btw: medische verzorging (artikel 132, lid 1, c Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: 'VATEX-EU-132-1C',
    sources: [directive('art. 132(1)(c)'), EXEMPT_SOURCE],
  },
  'nl.exempt.medical': {
    text: {
      en: 'Exempt from VAT: medical care (art. 11(1)(g) Dutch VAT Act 1968)',
      nl: 'Vrijgesteld van btw: medische diensten (art. 11 lid 1 g Wet OB 1968)',
    },
    wording: ours,
    vatex: 'VATEX-EU-132-1C',
    sources: [wetOb('11', ' lid 1 g'), directive('art. 132(1)(c)'), EXEMPT_SOURCE],
  },
  'be.exempt.medical': {
    text: {
      en: 'Exempt from VAT: medical care (art. 44 § 1 Belgian VAT Code)',
      nl: 'Vrijgesteld van btw: medische verzorging (art. 44, § 1 W.BTW)',
    },
    wording: ours,
    vatex: 'VATEX-EU-132-1C',
    sources: [wbtw('art. 44, § 1'), directive('art. 132(1)(c)'), EXEMPT_SOURCE],
  },
  'eu.exempt.education': {
    text: {
      en: 'Exempt from VAT: education (Article 132(1)(i) and (j) Directive 2006/112/EC)',
      nl: 'Vrijgesteld van btw: onderwijs (artikel 132, lid 1, i en j Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: 'VATEX-EU-132',
    sources: [directive('art. 132(1)(i) and (j)'), EXEMPT_SOURCE],
  },
  'nl.exempt.education': {
    text: {
      en: 'Exempt from VAT: education (art. 11(1)(o) Dutch VAT Act 1968)',
      nl: 'Vrijgesteld van btw: onderwijs (art. 11 lid 1 o Wet OB 1968)',
    },
    wording: ours,
    vatex: 'VATEX-EU-132',
    sources: [wetOb('11', ' lid 1 o'), directive('art. 132(1)(i) and (j)'), EXEMPT_SOURCE],
  },
  'be.exempt.education': {
    text: {
      en: 'Exempt from VAT: education (art. 44 § 2, 4° Belgian VAT Code)',
      nl: 'Vrijgesteld van btw: onderwijs (art. 44, § 2, 4° W.BTW)',
    },
    wording: ours,
    vatex: 'VATEX-EU-132',
    sources: [wbtw('art. 44, § 2, 4°'), directive('art. 132(1)(i) and (j)'), EXEMPT_SOURCE],
  },
  'eu.exempt.financial': {
    text: {
      en: 'Exempt from VAT: financial services (Article 135(1)(b)-(f) Directive 2006/112/EC)',
      nl: 'Vrijgesteld van btw: financiële diensten (artikel 135, lid 1, b-f Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: null,
    sources: [directive('art. 135(1)(b)-(f)'), EXEMPT_SOURCE],
  },
  'nl.exempt.financial': {
    text: {
      en: 'Exempt from VAT: financial services (art. 11(1)(i) and (j) Dutch VAT Act 1968)',
      nl: 'Vrijgesteld van btw: financiële diensten (art. 11 lid 1 i en j Wet OB 1968)',
    },
    wording: ours,
    vatex: null,
    sources: [wetOb('11', ' lid 1 i en j'), directive('art. 135(1)(b)-(f)'), EXEMPT_SOURCE],
  },
  'be.exempt.financial': {
    text: {
      en: 'Exempt from VAT: financial services (art. 44 § 3, 5°-10° Belgian VAT Code)',
      nl: 'Vrijgesteld van btw: financiële diensten (art. 44, § 3, 5°-10° W.BTW)',
    },
    wording: ours,
    vatex: null,
    sources: [wbtw('art. 44, § 3, 5° to 10°'), directive('art. 135(1)(b)-(f)'), EXEMPT_SOURCE],
  },
  'eu.exempt.insurance': {
    text: {
      en: 'Exempt from VAT: insurance (Article 135(1)(a) Directive 2006/112/EC)',
      nl: 'Vrijgesteld van btw: verzekeringen (artikel 135, lid 1, a Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: null,
    sources: [directive('art. 135(1)(a)'), EXEMPT_SOURCE],
  },
  'nl.exempt.insurance': {
    text: {
      en: 'Exempt from VAT: insurance (art. 11(1)(k) Dutch VAT Act 1968)',
      nl: 'Vrijgesteld van btw: verzekeringen (art. 11 lid 1 k Wet OB 1968)',
    },
    wording: ours,
    vatex: null,
    sources: [wetOb('11', ' lid 1 k'), directive('art. 135(1)(a)'), EXEMPT_SOURCE],
  },
  'be.exempt.insurance': {
    text: {
      en: 'Exempt from VAT: insurance (art. 44 § 3, 4° Belgian VAT Code)',
      nl: 'Vrijgesteld van btw: verzekeringen (art. 44, § 3, 4° W.BTW)',
    },
    wording: ours,
    vatex: null,
    sources: [wbtw('art. 44, § 3, 4°'), directive('art. 135(1)(a)'), EXEMPT_SOURCE],
  },
  'eu.exempt.letting': {
    text: {
      en: 'Exempt from VAT: letting of immovable property (Article 135(1)(l) Directive 2006/112/EC)',
      nl: 'Vrijgesteld van btw: verhuur van onroerende zaken (artikel 135, lid 1, l Richtlijn 2006/112/EG)',
    },
    wording: ours,
    vatex: null,
    sources: [directive('art. 135(1)(l)'), EXEMPT_SOURCE],
  },
  'nl.exempt.letting': {
    text: {
      en: 'Exempt from VAT: letting of immovable property (art. 11(1)(b) Dutch VAT Act 1968)',
      nl: 'Vrijgesteld van btw: verhuur van onroerende zaken (art. 11 lid 1 b Wet OB 1968)',
    },
    wording: ours,
    vatex: null,
    sources: [wetOb('11', ' lid 1 b'), directive('art. 135(1)(l)'), EXEMPT_SOURCE],
  },
  'be.exempt.letting': {
    text: {
      en: 'Exempt from VAT: letting of immovable property (art. 44 § 3, 2° Belgian VAT Code)',
      nl: 'Vrijgesteld van btw: verhuur van onroerende goederen (art. 44, § 3, 2° W.BTW)',
    },
    wording: ours,
    vatex: null,
    sources: [wbtw('art. 44, § 3, 2°'), directive('art. 135(1)(l)'), EXEMPT_SOURCE],
  },
  'exempt.other': {
    // The general statement art. 226(11) accepts; no CEF code names "some exemption".
    text: { en: 'Exempt from VAT', nl: 'Vrijgesteld van btw' },
    wording: ours,
    vatex: null,
    sources: [EXEMPT_SOURCE],
  },
} as const satisfies Record<string, LegalText>;

export type LegalTextId = keyof typeof TEXTS;

/** Every mandatory text by id; see the module comment for what 'official' means. */
export const LEGAL_TEXTS: Readonly<Record<LegalTextId, LegalText>> = TEXTS;

export const LEGAL_TEXT_IDS = Object.keys(TEXTS) as LegalTextId[];

/** The text as the invoice prints it in `language`. */
export const legalText = (id: LegalTextId, language: Language): string =>
  LEGAL_TEXTS[id].text[language];
