import { intervat, intervatRule, OPGAAF_ICP, toelichting, wbtw } from './sources.js';
import type { BoxNotFilled, ReturnBox, ReturnCountry } from './types.js';

const both = ['base', 'vat'] as const;
const base = ['base'] as const;
const vat = ['vat'] as const;

/** The boxes of each return that sales invoices fill, in the form's order. */
export const RETURN_BOXES: Readonly<Record<ReturnCountry, readonly ReturnBox[]>> = {
  NL: [
    {
      id: '1a',
      label: {
        en: 'Supplies/services taxed at the standard rate',
        nl: 'Leveringen/diensten belast met hoog tarief',
      },
      columns: both,
      sources: [toelichting('1a')],
    },
    {
      id: '1b',
      label: {
        en: 'Supplies/services taxed at the reduced rate',
        nl: 'Leveringen/diensten belast met laag tarief',
      },
      columns: both,
      sources: [toelichting('1b')],
    },
    {
      id: '1c',
      label: {
        en: 'Supplies/services taxed at other rates, except 0%',
        nl: 'Leveringen/diensten belast met overige tarieven, behalve 0%',
      },
      columns: both,
      sources: [toelichting('1c')],
    },
    {
      id: '1e',
      label: {
        en: 'Supplies/services taxed at 0% or not taxed by you',
        nl: 'Leveringen/diensten belast met 0% of niet bij u belast',
      },
      columns: base,
      sources: [toelichting('1e')],
    },
    {
      id: '3a',
      label: {
        en: 'Supplies to countries outside the EU (exports)',
        nl: 'Leveringen naar landen buiten de EU (uitvoer)',
      },
      columns: base,
      sources: [toelichting('3a')],
    },
    {
      id: '3b',
      label: {
        en: 'Supplies to or services in EU countries',
        nl: 'Leveringen naar of diensten in landen binnen de EU',
      },
      columns: base,
      sources: [toelichting('3b'), OPGAAF_ICP],
    },
    {
      id: '5a',
      label: { en: 'VAT due (sum of section 1)', nl: 'Verschuldigde omzetbelasting' },
      columns: vat,
      sources: [toelichting('5a')],
    },
  ],
  BE: [
    {
      id: '00',
      label: {
        en: 'Operations under a special regulation (0%, exempt by art. 44)',
        nl: 'Handelingen onderworpen aan een bijzondere regeling',
      },
      columns: base,
      sources: [intervat('00')],
    },
    {
      id: '01',
      label: { en: 'Operations at 6%', nl: 'Handelingen tegen 6%' },
      columns: base,
      sources: [intervat('01')],
    },
    {
      id: '02',
      label: { en: 'Operations at 12%', nl: 'Handelingen tegen 12%' },
      columns: base,
      sources: [intervat('02')],
    },
    {
      id: '03',
      label: { en: 'Operations at 21%', nl: 'Handelingen tegen 21%' },
      columns: base,
      sources: [intervat('03')],
    },
    {
      id: '44',
      label: {
        en: 'Services for which the customer owes the foreign VAT',
        nl: 'Diensten waarvoor de buitenlandse btw verschuldigd is door de medecontractant',
      },
      columns: base,
      sources: [intervat('44'), wbtw('art. 21, § 2')],
    },
    {
      id: '45',
      label: {
        en: 'Operations for which the customer owes the VAT',
        nl: 'Handelingen waarvoor de btw verschuldigd is door de medecontractant',
      },
      columns: base,
      sources: [intervat('45'), wbtw('art. 51, § 2')],
    },
    {
      id: '46',
      label: {
        en: 'Exempt intra-Community supplies and ABC sales',
        nl: 'Vrijgestelde intracommunautaire leveringen en ABC-verkopen',
      },
      columns: base,
      sources: [intervat('46'), wbtw('art. 39bis')],
    },
    {
      id: '47',
      label: {
        en: 'Other exempt operations and operations carried out abroad',
        nl: 'Andere vrijgestelde handelingen en andere handelingen verricht in het buitenland',
      },
      columns: base,
      sources: [intervat('47'), wbtw('art. 39')],
    },
    {
      id: '48',
      label: {
        en: 'Credit notes on the operations in grids 44 and 46',
        nl: "Creditnota's met betrekking tot de handelingen in de roosters 44 en 46",
      },
      columns: base,
      credit: true,
      sources: [intervat('48')],
    },
    {
      id: '49',
      label: {
        en: 'Credit notes on the other operations of frame II',
        nl: "Creditnota's met betrekking tot de andere handelingen van kader II",
      },
      columns: base,
      credit: true,
      sources: [intervat('49')],
    },
    {
      id: '54',
      label: {
        en: 'VAT on the operations in grids 01, 02 and 03',
        nl: 'Btw op de handelingen in de roosters 01, 02 en 03',
      },
      columns: vat,
      sources: [intervatRule('O')],
    },
    {
      id: '64',
      label: {
        en: 'VAT to recover on credit notes issued',
        nl: "Terug te vorderen btw vermeld op uitgereikte creditnota's",
      },
      columns: vat,
      sources: [intervatRule('U'), wbtw('art. 77, § 1')],
    },
  ],
};

/** The boxes sales never fill: said once, so the report can explain an empty form. */
export const BOXES_NOT_FILLED: readonly BoxNotFilled[] = [
  {
    country: 'NL',
    id: '1d',
    reason:
      'Private use (privégebruik) is the owner taking goods or services for themselves: no invoice, so nothing the product issues.',
  },
  {
    country: 'NL',
    id: '2a',
    reason:
      'VAT reverse-charged to you: a purchase. The seller of a domestic reverse charge reports its turnover in 1e.',
  },
  {
    country: 'NL',
    id: '3c',
    reason:
      "Installations and distance sales taxed in another member state: the product charges only the seller's own rates, and distance sales above the EU threshold are declared through the OSS, a separate return.",
  },
  { country: 'NL', id: '4a-4b', reason: 'Supplies and services from abroad to you: purchases.' },
  {
    country: 'NL',
    id: '5b-5g',
    reason:
      'Input VAT (voorbelasting) is on purchase invoices, which the product does not know: the user enters 5b; the balance follows from it.',
  },
  {
    country: 'BE',
    id: '55-57, 63',
    reason:
      'VAT due on intra-Community acquisitions, as co-contractor, on imports, and on credit notes received: purchases.',
  },
  {
    country: 'BE',
    id: '59, 61, 62, 71, 72',
    reason:
      'Deductible VAT and regularisations are on purchase invoices, which the product does not know; the balance follows from them.',
  },
  { country: 'BE', id: '81-88', reason: 'Frame III, incoming operations: purchases.' },
  { country: 'BE', id: '91', reason: 'The December advance: a payment, not a sale.' },
];
