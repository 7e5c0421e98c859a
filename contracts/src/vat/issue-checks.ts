import {
  isStarterLine,
  parseVatRate,
  vatNumberCountry,
  type Invoice,
  type LineItem,
} from '@app/contracts/invoice';
import { countryOfVatPrefix, isEuCountry } from './eu.js';
import { lineTreatment, type LineContext } from './line-treatment.js';
import { knownPartyCountry, partyCountry, partyFields, type PartyFields } from './parties.js';
import { smallBusinessScheme } from './regimes.js';
import type { IssueProblem, IssueProblemCode } from './types.js';

type CheckedInvoice = Pick<
  Invoice,
  'items' | 'sender' | 'recipient' | 'vatRegime' | 'isPlaceholder'
>;

/** Categories that charge no VAT, so a stored rate above 0 contradicts them. */
const UNTAXED_CATEGORIES: ReadonlySet<string> = new Set([
  'reverse_charge',
  'intra_eu',
  'export',
  'exempt',
  'zero_rated',
]);

/** Art. 226(4) of the Directive: these supplies print the customer's VAT number. */
const NEEDS_CUSTOMER_VAT: ReadonlySet<string> = new Set(['reverse_charge', 'intra_eu']);

/** Sellers whose domestic reverse-charge cases we know (btw verlegd, medecontractant). */
const DOMESTIC_REVERSE_CHARGE = new Set(['NL', 'BE']);

type Line = { item: LineItem; index: number };

type Facts = {
  sellerCountry: string;
  seller: PartyFields;
  buyer: PartyFields;
  /** The customer's country as the invoice shows it; null when it shows none. */
  buyerCountry: string | null;
  /** The EU state of the customer's VAT number prefix; null without a prefix. */
  buyerVatCountry: string | null;
};

const problem = (code: IssueProblemCode, field: string): IssueProblem => ({ code, field });

const chargesVat = (item: LineItem): boolean => parseVatRate(item.vatRate).greaterThan(0);

const lineProblems = (line: Line, context: LineContext, facts: Facts): IssueProblem[] => {
  const { item, index } = line;
  const category = lineTreatment(item, context).category;
  const at = (field: string): string => `items.${index}.${field}`;
  const found: IssueProblem[] = [];
  if (
    item.vatCategory !== undefined &&
    UNTAXED_CATEGORIES.has(item.vatCategory) &&
    chargesVat(item)
  ) {
    found.push(problem('categoryChargesVat', at('vatRate')));
  }
  const domestic = facts.buyerCountry === facts.sellerCountry;
  if (category === 'intra_eu' && domestic) {
    found.push(problem('intraEuSameCountry', at('vatCategory')));
  }
  if (
    category === 'reverse_charge' &&
    domestic &&
    !DOMESTIC_REVERSE_CHARGE.has(facts.sellerCountry)
  ) {
    found.push(problem('domesticReverseChargeNotAvailable', at('vatCategory')));
  }
  if (
    category === 'export' &&
    facts.buyerVatCountry !== null &&
    isEuCountry(facts.buyerVatCountry)
  ) {
    found.push(problem('exportToEuCustomer', at('vatCategory')));
  }
  return found;
};

/**
 * Northern Ireland's XI numbers take part in intra-EU supplies of goods (Windsor Framework,
 * art. 8 of the Protocol), not in the reverse charge on services.
 */
const isEuCustomerFor = (categories: Set<string>, vatCountry: string): boolean =>
  isEuCountry(vatCountry) || (vatCountry === 'XI' && !categories.has('reverse_charge'));

const customerProblems = (categories: Set<string>, facts: Facts): IssueProblem[] => {
  if (![...categories].some((category) => NEEDS_CUSTOMER_VAT.has(category))) return [];
  if (facts.buyer.vatNumber === '')
    return [problem('customerVatNumberMissing', 'recipient.vatNumber')];
  return facts.buyerVatCountry !== null && !isEuCustomerFor(categories, facts.buyerVatCountry)
    ? [problem('customerOutsideEu', 'recipient.vatNumber')]
    : [];
};

const trimmed = (value: string | undefined, placeholder: boolean | undefined): string =>
  placeholder ? '' : (value ?? '').trim();

const sellerProblems = (
  invoice: CheckedInvoice,
  categories: Set<string>,
  schemeApplies: boolean,
  facts: Facts,
): IssueProblem[] => {
  const { seller, sellerCountry } = facts;
  const found: IssueProblem[] = [];
  const crossBorder = [...categories].some((category) => NEEDS_CUSTOMER_VAT.has(category));
  // A Belgian franchise seller is VAT-identified and states its number (art. 56bis WBTW).
  const franchise = schemeApplies && sellerCountry === 'BE';
  if (seller.vatNumber === '' && ((!schemeApplies && crossBorder) || franchise)) {
    found.push(problem('sellerVatNumberMissing', 'sender.vatNumber'));
  }
  if (schemeApplies && sellerCountry === 'NL' && seller.kvkNumber === '') {
    found.push(problem('sellerKvkNumberMissing', 'sender.kvkNumber'));
  }
  const enterpriseNumber = seller.kvkNumber || seller.vatNumber.replace(/^BE/, '');
  if (schemeApplies && sellerCountry === 'BE' && enterpriseNumber === '') {
    found.push(problem('sellerEnterpriseNumberMissing', 'sender.kvkNumber'));
  }
  const whole = invoice.isPlaceholder.sender;
  if (
    sellerCountry === 'BE' &&
    trimmed(invoice.sender.legalForm, whole) !== '' &&
    trimmed(invoice.sender.legalRegister, whole) === ''
  ) {
    // Art. 2:20 WVV: a Belgian legal person's documents name its register and court.
    found.push(problem('sellerRegisterMissing', 'sender.legalRegister'));
  }
  return found;
};

/**
 * What stops the invoice from being issued as the VAT law writes it: one rule set, run by the
 * browser before saving and by the server on create, update and send. Placeholder values and
 * the untouched starter line count as empty. The seller is taxed where the documents say: the
 * sender's VAT number's country, else a Dutch postcode's, else `settingsCountry`.
 */
export const issueProblems = (invoice: CheckedInvoice, settingsCountry: string): IssueProblem[] => {
  const regime = invoice.vatRegime ?? 'standard';
  const seller = partyFields(invoice.sender, invoice.isPlaceholder.sender);
  const sellerCountry = partyCountry(seller, settingsCountry);
  const scheme = smallBusinessScheme(sellerCountry);
  const schemeApplies = regime === 'small_business' && scheme !== null;
  const buyer = partyFields(invoice.recipient, invoice.isPlaceholder.recipient);
  const vatPrefix = vatNumberCountry(buyer.vatNumber);
  const facts: Facts = {
    sellerCountry,
    seller,
    buyer,
    buyerCountry: knownPartyCountry(buyer),
    buyerVatCountry: vatPrefix === null ? null : countryOfVatPrefix(vatPrefix),
  };
  const context: LineContext = {
    sellerCountry,
    regime,
    customerCountry: facts.buyerCountry ?? sellerCountry,
  };
  const lines: Line[] = invoice.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !isStarterLine(item));
  const found: IssueProblem[] = [];
  if (regime === 'small_business' && scheme === null) {
    found.push(problem('regimeNotAvailable', 'vatRegime'));
  }
  for (const line of lines) {
    if (schemeApplies) {
      if (chargesVat(line.item)) {
        found.push(problem('smallBusinessChargesVat', `items.${line.index}.vatRate`));
      }
    } else {
      found.push(...lineProblems(line, context, facts));
    }
  }
  const categories = new Set(lines.map(({ item }) => lineTreatment(item, context).category));
  return [
    ...found,
    ...customerProblems(categories, facts),
    ...sellerProblems(invoice, categories, schemeApplies, facts),
  ];
};
