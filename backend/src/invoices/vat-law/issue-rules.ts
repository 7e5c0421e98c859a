import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { ISSUE_PROBLEM_MESSAGES, issueProblems, type IssueProblem } from '@app/contracts/vat';
import { DomainException } from '../../common/errors/domain.exception.js';

/**
 * A new invoice is written under the seller's regime of the day: stored on the invoice, so its
 * texts stay what was issued when the seller later leaves the KOR or the franchise scheme. A
 * standard seller's invoice leaves it out (absent means standard).
 */
export const withSellerRegime = (invoice: Invoice, settings: Settings): Invoice =>
  invoice.vatRegime !== undefined || settings.vatRegime === 'standard'
    ? invoice
    : { ...invoice, vatRegime: settings.vatRegime };

const sameProblem = (a: IssueProblem, b: IssueProblem): boolean =>
  a.code === b.code && a.field === b.field;

/**
 * Refuses an invoice the law would reject (400, every problem named at its field). A change to a
 * stored invoice is refused only for problems it brings: one stored before these rules existed
 * can still be marked paid or have its notes corrected.
 */
export const assertIssuable = (next: Invoice, sellerCountry: string, before?: Invoice): void => {
  const known = before === undefined ? [] : issueProblems(before, sellerCountry);
  const problems = issueProblems(next, sellerCountry).filter(
    (problem) => !known.some((old) => sameProblem(old, problem)),
  );
  if (problems.length === 0) return;
  throw new DomainException('VALIDATION_FAILED', {
    message: `The invoice cannot be issued: ${problems
      .map((problem) => ISSUE_PROBLEM_MESSAGES[problem.code])
      .join('; ')}`,
    fields: problems.map((problem) => ({
      field: `invoice.${problem.field}`,
      message: ISSUE_PROBLEM_MESSAGES[problem.code],
    })),
  });
};
