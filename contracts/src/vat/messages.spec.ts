import { describe, expect, it } from '@jest/globals';
import { VAT_CATEGORIES } from '@app/contracts/invoice';
import { ISSUE_PROBLEM_MESSAGES, VAT_LAW_MESSAGES, issueProblemMessageKey } from './messages.js';
import {
  EXEMPTION_REASONS,
  ISSUE_PROBLEMS,
  PAYMENT_REFERENCE_KINDS,
  VAT_REGIMES,
} from './types.js';

describe('the VAT law messages', () => {
  it('have a message for every issue problem and nothing else', () => {
    expect(Object.keys(ISSUE_PROBLEM_MESSAGES).sort()).toEqual([...ISSUE_PROBLEMS].sort());
  });

  it('translate a problem under the key vatLaw.<code>', () => {
    expect(issueProblemMessageKey('sellerRegisterMissing')).toBe('vatLaw.sellerRegisterMissing');
  });

  it('have a label for every category, reason, regime and reference kind', () => {
    expect(Object.keys(VAT_LAW_MESSAGES).sort()).toEqual(
      [
        ...VAT_CATEGORIES.map((category) => `vatLaw.category.${category}`),
        ...EXEMPTION_REASONS.map((reason) => `vatLaw.reason.${reason}`),
        ...VAT_REGIMES.map((regime) => `vatLaw.regime.${regime}`),
        ...PAYMENT_REFERENCE_KINDS.map((kind) => `vatLaw.paymentReferenceKind.${kind}`),
      ].sort(),
    );
  });

  it("names what is missing when the customer's VAT number is", () => {
    expect(ISSUE_PROBLEM_MESSAGES.customerVatNumberMissing).toBe(
      "Reverse charge and intra-EU supplies need the customer's VAT number",
    );
  });
});
