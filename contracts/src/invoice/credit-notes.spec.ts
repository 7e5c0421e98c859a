import { describe, expect, it } from '@jest/globals';
import {
  checkCredit,
  creditNoteFrom,
  creditStatusOf,
  signedTotal,
  uncreditedOf,
  type CreditPart,
} from './credit-notes.js';
import { emptyPaymentMethods } from './payment-methods.js';
import { computeTotals } from './totals.js';
import type { Invoice, LineItem } from './types.js';

const line = (id: string, quantity: string, price: string, vatRate: string): LineItem => ({
  id,
  description: id,
  quantity,
  price,
  vatRate,
});

/** 2 x 85,00 at 21 % + 3 x 2,50 at 9 %: 205,70 + 8,18 = 213,88. */
const original = (changes: Partial<Invoice> = {}): Invoice & { id: string } => ({
  id: 'original-invoice-0001',
  invoiceNumber: 'INV-2026-0300',
  date: '2026-11-24',
  dueDate: '2026-12-08',
  paymentTerms: '14 days',
  status: 'sent',
  paymentStatus: 'unpaid',
  sender: {
    company: 'Studio Vos',
    address: '',
    postalCode: '',
    city: '',
    vatNumber: '',
    kvkNumber: '',
  },
  recipient: { company: 'Bakkerij', address: '', postalCode: '', city: '', email: 'a@b.nl' },
  companyId: 'company-1',
  paymentReference: '+++090/9337/55493+++',
  items: [line('a', '2', '85,00', '21'), line('b', '3', '2,50', '9')],
  discount: { type: 'none', value: '0' },
  notes: 'Thanks',
  emailMessage: '',
  paymentMethods: emptyPaymentMethods(),
  currency: 'EUR',
  isPlaceholder: {},
  ...changes,
});

const settings = {
  country: 'NL',
  defaultNotes: 'Thank you',
  defaultCompany: null,
  paymentMethods: emptyPaymentMethods(),
  defaultPaymentMethods: [] as const,
};
let ids = 0;
const newId = () => `new-${(ids += 1)}`;

const build = (
  choice: Parameters<typeof creditNoteFrom>[1],
  notes: CreditPart[] = [],
  base = original(),
) =>
  creditNoteFrom(base, choice, { ...settings, invoiceLanguage: 'nl' }, '2026-11-30', notes, newId);

const made = (result: ReturnType<typeof creditNoteFrom>): Invoice => {
  if (!result.ok) throw new Error(result.error);
  return result.creditNote;
};

describe('creditNoteFrom', () => {
  it('credits a whole invoice with its own lines, linked to it, due on receipt', () => {
    const note = made(build({ kind: 'full' }));
    expect(note).toMatchObject({
      documentType: 'credit_note',
      creditedInvoice: {
        id: 'original-invoice-0001',
        invoiceNumber: 'INV-2026-0300',
        date: '2026-11-24',
      },
      status: 'saved',
      date: '2026-11-30',
      dueDate: '2026-11-30',
      paymentTerms: 'Due on receipt',
      notes: '',
      companyId: 'company-1',
      paymentReference: '+++090/9337/55493+++',
      total: 21388,
    });
    expect(note.items.map((item) => [item.id, item.quantity])).toEqual([
      ['a', '2'],
      ['b', '3'],
    ]);
  });

  it('leaves out what the original does not have', () => {
    const { companyId: _c, paymentReference: _p, ...bare } = original();
    const note = made(
      creditNoteFrom(bare as Invoice & { id: string }, { kind: 'full' }, settings, '2026-11-30'),
    );
    expect(note.companyId).toBeUndefined();
    expect(note.paymentReference).toBeUndefined();
  });

  it('credits chosen quantities of chosen lines, refusing more than is left', () => {
    const note = made(build({ kind: 'lines', lines: [{ index: 0, quantity: '1' }] }));
    expect(note.total).toBe(10285);
    expect(build({ kind: 'lines', lines: [{ index: 0, quantity: '2' }] }, [note])).toEqual({
      ok: false,
      error: 'credit.quantityExceeds',
    });
    expect(build({ kind: 'lines', lines: [] })).toEqual({
      ok: false,
      error: 'credit.nothingChosen',
    });
    expect(build({ kind: 'lines', lines: [{ index: 5, quantity: '1' }] })).toEqual({
      ok: false,
      error: 'credit.lineUnknown',
    });
    expect(build({ kind: 'lines', lines: [{ index: 0, quantity: '0' }] })).toEqual({
      ok: false,
      error: 'credit.quantityInvalid',
    });
    expect(build({ kind: 'lines', lines: [{ index: 0, quantity: 'x' }] })).toEqual({
      ok: false,
      error: 'credit.quantityInvalid',
    });
  });

  it('shares a fixed discount pro rata and keeps a percentage', () => {
    const fixed = original({ discount: { type: 'fixed', value: '10,00' } });
    const part = made(build({ kind: 'lines', lines: [{ index: 0, quantity: '2' }] }, [], fixed));
    // 170,00 of 177,50: 9,58 of the 10,00 discount.
    expect(part.discount).toEqual({ type: 'fixed', value: '9,58' });
    const percent = original({ discount: { type: 'percentage', value: '10' } });
    expect(
      made(build({ kind: 'lines', lines: [{ index: 1, quantity: '1' }] }, [], percent)).discount,
    ).toEqual({
      type: 'percentage',
      value: '10',
    });
    const free = original({
      items: [line('z', '1', '0,00', '21')],
      discount: { type: 'fixed', value: '0' },
    });
    expect(build({ kind: 'lines', lines: [{ index: 0, quantity: '1' }] }, [], free)).toEqual({
      ok: false,
      error: 'credit.nothingLeft',
    });
  });

  it('splits an amount over the VAT rates so the cents add up, in the invoice language', () => {
    const note = made(build({ kind: 'amount', amount: '50,00' }));
    expect(note.total).toBe(5000);
    expect(note.items.map((item) => item.vatRate)).toEqual(['21', '9']);
    expect(note.items[0].description).toBe('Creditering op factuur INV-2026-0300');
    const totals = computeTotals(note);
    expect(totals.vatBreakdown.reduce((sum, group) => sum + group.base + group.vat, 0)).toBe(5000);
    const english = creditNoteFrom(
      original(),
      { kind: 'amount', amount: '1' },
      settings,
      '2026-11-30',
    );
    expect(made(english).items[0].description).toBe('Credit on invoice INV-2026-0300');
  });

  it('never credits more than the amount where VAT rounding cannot reach it', () => {
    // 0,03 at 21 %: no net price gives 3 cents gross (2 -> 2, 3 -> 4), so 2 cents.
    const single = original({ items: [line('a', '1', '100,00', '21')] });
    expect(made(build({ kind: 'amount', amount: '0.03' }, [], single)).total).toBe(2);
  });

  it('refuses an unreadable amount or one above what is left', () => {
    expect(build({ kind: 'amount', amount: 'ten' })).toEqual({
      ok: false,
      error: 'credit.amountInvalid',
    });
    expect(build({ kind: 'amount', amount: '0' })).toEqual({
      ok: false,
      error: 'credit.amountInvalid',
    });
    expect(build({ kind: 'amount', amount: '213.89' })).toEqual({
      ok: false,
      error: 'credit.exceedsRemaining',
    });
  });

  it('credits what is left after earlier credits: by lines while they add up, else by amount', () => {
    const byLine = made(build({ kind: 'lines', lines: [{ index: 0, quantity: '1' }] }));
    const rest = made(build({ kind: 'full' }, [byLine]));
    expect(rest.items.map((item) => [item.id, item.quantity])).toEqual([
      ['a', '1'],
      ['b', '3'],
    ]);
    expect(rest.total).toBe(21388 - 10285);
    const byAmount = made(build({ kind: 'amount', amount: '10' }));
    const left = made(build({ kind: 'full' }, [byAmount]));
    expect(left.total).toBe(21388 - 1000);
    expect(left.items.every((item) => item.id.startsWith('new-'))).toBe(true);
    expect(build({ kind: 'full' }, [byLine, rest])).toEqual({
      ok: false,
      error: 'credit.nothingLeft',
    });
  });

  it('credits no concept and no credit note', () => {
    expect(build({ kind: 'full' }, [], original({ status: 'concept' }))).toEqual({
      ok: false,
      error: 'credit.notCreditable',
    });
    expect(build({ kind: 'full' }, [], original({ documentType: 'credit_note' }))).toEqual({
      ok: false,
      error: 'credit.notCreditable',
    });
  });
});

describe('uncreditedOf and checkCredit', () => {
  const part = (items: LineItem[]): CreditPart => ({
    items,
    discount: { type: 'none', value: '0' },
  });

  it('answers the cents and quantities left', () => {
    expect(uncreditedOf(original(), [part([line('a', '0,5', '85,00', '21')])])).toEqual({
      total: 21388 - 5143,
      lines: [
        { index: 0, id: 'a', quantity: '1,5' },
        { index: 1, id: 'b', quantity: '3' },
      ],
    });
  });

  it('refuses a credit note above what is left, of nothing, or of a line beyond its quantity', () => {
    const invoice = original();
    expect(checkCredit(invoice, [], part([line('a', '2', '85,00', '21')]))).toBeNull();
    expect(checkCredit(invoice, [], part([line('a', '3', '85,00', '21')]))).toBe(
      'credit.quantityExceeds',
    );
    expect(checkCredit(invoice, [], part([line('x', '1', '300,00', '21')]))).toBe(
      'credit.exceedsRemaining',
    );
    expect(checkCredit(invoice, [], part([line('x', '1', '0,00', '21')]))).toBe(
      'credit.nothingChosen',
    );
    expect(checkCredit({ ...invoice, status: 'concept' }, [], part([]))).toBe(
      'credit.notCreditable',
    );
  });
});

describe('creditStatusOf and signedTotal', () => {
  it('is none, partly or full', () => {
    expect(creditStatusOf(1000, 0)).toBe('none');
    expect(creditStatusOf(1000, 400)).toBe('partly');
    expect(creditStatusOf(1000, 1000)).toBe('full');
  });

  it('takes a credit note off a period total', () => {
    const items = [line('a', '1', '10,00', '0')];
    const discount = { type: 'none' as const, value: '0' };
    expect(signedTotal({ items, discount })).toBe(1000);
    expect(signedTotal({ documentType: 'credit_note', items, discount })).toBe(-1000);
  });
});
