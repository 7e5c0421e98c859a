import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { structuredReference } from '../vat/payment-references.js';
import { credit, invoice } from './testing/builders.js';
import { matchCredits } from './match-credits.js';
import { comparableName } from './names.js';
import type { BankCredit, OpenInvoice } from './types.js';

/** A small world so that collisions (same amounts, names, numbers) are common. */
const invoices = fc
  .uniqueArray(
    fc.record({
      n: fc.integer({ min: 100, max: 130 }),
      owed: fc.constantFrom(0, 1000, 2500, 12100),
      name: fc.constantFrom('Jansen BV', 'Peeters NV', 'Dupont SRL'),
      withReference: fc.boolean(),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { selector: (r) => r.n, maxLength: 8 },
  )
  .map((rows) =>
    rows.map((row): OpenInvoice =>
      invoice({
        id: `i${row.n}`,
        invoiceNumber: `F-${row.n}`,
        owed: row.owed,
        customerName: row.name,
        paymentReference: row.withReference
          ? (structuredReference(`F-${row.n}`) ?? undefined)
          : undefined,
        date: `2026-01-${String(row.day).padStart(2, '0')}`,
      }),
    ),
  );

const credits = fc
  .array(
    fc.record({
      amount: fc.constantFrom(1000, 2500, 12100, 999),
      name: fc.constantFrom('JANSEN B.V.', 'peeters', 'Someone'),
      number: fc.option(fc.integer({ min: 100, max: 130 }), { nil: undefined }),
      ogm: fc.option(fc.integer({ min: 100, max: 130 }), { nil: undefined }),
    }),
    { maxLength: 8 },
  )
  .map((rows) =>
    rows.map((row, index): BankCredit =>
      credit({
        id: `c${index}`,
        amount: row.amount,
        debtorName: row.name,
        remittanceLines: row.number === undefined ? [] : [`factuur F-${row.number}`],
        structuredReferences:
          row.ogm === undefined ? [] : [structuredReference(`F-${row.ogm}`) ?? ''],
      }),
    ),
  );

describe('matchCredits, for any credits and invoices', () => {
  it('never makes two credits sure of one invoice', () => {
    fc.assert(
      fc.property(credits, invoices, (cs, is) => {
        const sure = matchCredits(cs, is).flatMap((m) => (m.kind === 'sure' ? [m.invoiceId] : []));
        expect(new Set(sure).size).toBe(sure.length);
      }),
    );
  });

  it('is sure only of an open invoice owing exactly the amount, and by name only if it is the one', () => {
    fc.assert(
      fc.property(credits, invoices, (cs, is) => {
        matchCredits(cs, is).forEach((match, index) => {
          if (match.kind !== 'sure') return;
          const target = is.find((i) => i.id === match.invoiceId);
          expect(target?.owed).toBe(cs[index]?.amount);
          if (match.reason !== 'amount_and_name') return;
          // No other open invoice of that customer owes the same: the name left no choice.
          const twins = is.filter(
            (i) =>
              i.owed === target?.owed &&
              i.date <= (cs[index]?.bookingDate ?? '') &&
              comparableName(i.customerName) === comparableName(target.customerName),
          );
          expect(twins).toHaveLength(1);
        });
      }),
    );
  });

  it('answers once per credit, in order, and never names an invoice that owes nothing', () => {
    fc.assert(
      fc.property(credits, invoices, (cs, is) => {
        const matches = matchCredits(cs, is);
        expect(matches.map((m) => m.creditId)).toEqual(cs.map((c) => c.id));
        const settled = new Set(is.filter((i) => i.owed <= 0).map((i) => i.id));
        for (const m of matches) {
          const named =
            m.kind === 'sure'
              ? [m.invoiceId]
              : m.kind === 'unsure'
                ? m.candidates.map((c) => c.invoiceId)
                : [];
          expect(named.some((id) => settled.has(id))).toBe(false);
        }
      }),
    );
  });

  it('lets a matching reference win over name and amount: the first candidate is the reference', () => {
    fc.assert(
      fc.property(credits, invoices, (cs, is) => {
        matchCredits(cs, is).forEach((match, index) => {
          const ogm = cs[index]?.structuredReferences[0];
          const referenced = is.find(
            (i) => i.owed > 0 && ogm !== undefined && i.paymentReference === ogm,
          );
          if (referenced === undefined) return;
          const first =
            match.kind === 'sure'
              ? match.invoiceId
              : match.kind === 'unsure'
                ? match.candidates[0]?.invoiceId
                : undefined;
          expect(first).toBe(referenced.id);
        });
      }),
    );
  });

  it('does not depend on the order of the invoices', () => {
    fc.assert(
      fc.property(credits, invoices, (cs, is) => {
        const sorted = (list: OpenInvoice[]) => matchCredits(cs, list);
        expect(sorted([...is].reverse())).toEqual(sorted(is));
      }),
    );
  });
});
