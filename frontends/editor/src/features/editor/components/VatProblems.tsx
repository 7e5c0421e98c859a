import { useMemo } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { issueProblems, type IssueProblem } from '@app/contracts/vat';
import {
  useCurrentInvoice,
  useEditorState,
  useEditorTranslation,
  useSettings,
} from '../../invoices/hooks';
import { invoiceToIssue } from '../../invoices/vat-lines';
import './vat-problems.css';

/** What stops the invoice from being issued under the VAT rules, as a save would store it. */
export function useIssueProblems(invoice: Invoice, enabled = true): IssueProblem[] {
  const settings = useSettings();
  return useMemo(
    () => (enabled ? issueProblems(invoiceToIssue(invoice, settings), settings.country) : []),
    [enabled, invoice, settings],
  );
}

/** `items.2.vatRate` is the third line: its problem names the line. */
const lineOf = (field: string): number | null => {
  const match = /^items\.(\d+)\./.exec(field);
  return match === null ? null : Number(match[1]) + 1;
};

/** The problems, each in words that say what to fill in or change. */
export function IssueProblemList({
  problems,
  title,
  testId,
}: {
  problems: IssueProblem[];
  title: string;
  testId: string;
}) {
  const { t } = useEditorTranslation();
  return (
    <div className="vat-problems" role="alert" data-testid={testId}>
      <p className="vat-problems__title">{title}</p>
      <ul className="vat-problems__list">
        {problems.map((problem) => {
          const message = t(`vatLaw.${problem.code}`);
          const row = lineOf(problem.field);
          return (
            <li key={`${problem.code}-${problem.field}`} data-field={problem.field}>
              {row === null ? message : t('vat.problemOnLine', { row, message })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Shown once a save was refused (editor-commands `saved`), and on a saved invoice being changed:
 * the problems of the invoice as it is now, so each goes as it is fixed, and the list with the
 * last one.
 */
export function IssueProblemsAlert() {
  const { t } = useEditorTranslation();
  const refused = useEditorState((state) => state.issueCheckShown);
  const invoice = useCurrentInvoice();
  // A saved invoice's changes are stored as they are made: its problems show while they last.
  const problems = useIssueProblems(invoice, refused || invoice.status !== 'concept');
  if (problems.length === 0) return null;
  return (
    <IssueProblemList problems={problems} title={t('vat.problemsTitle')} testId="issue-problems" />
  );
}
