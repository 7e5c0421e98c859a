import { describe, expect, it } from '@jest/globals';
import type { BankCredit } from '@app/contracts/bank';
import { readCamt053, type StatementItem } from './camt053-reader.js';
import { camt053Xml, type TestStatement } from './testing/camt053-statement.js';

const read = async (xml: string, chunkSize = 7): Promise<StatementItem[]> => {
  const bytes = new TextEncoder().encode(xml);
  // Small byte chunks cut through tags and multi-byte characters, as a network stream does.
  const chunks = function* (): Generator<Uint8Array> {
    for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
  };
  const items: StatementItem[] = [];
  for await (const item of readCamt053(chunks())) items.push(item);
  return items;
};

const credits = async (statement: TestStatement): Promise<BankCredit[]> =>
  (await read(camt053Xml(statement))).flatMap((item) =>
    item.kind === 'credit' ? [item.credit] : [],
  );

describe('reading a camt.053 statement', () => {
  it('reads an ING-style credit with a structured RF reference (camt.053.001.02)', async () => {
    const [credit] = await credits({
      version: 2,
      iban: 'NL91 ABNA 0417 1643 00',
      entries: [
        {
          amount: '1234.5',
          bookingDate: '2026-01-15',
          valueDate: '2026-01-16',
          bankReference: '2026011512345678',
          transactions: [
            {
              amount: '1234.5',
              endToEndId: 'E2E-1',
              debtorName: 'Jansen Bouw B.V.',
              debtorIban: 'nl02 rabo 0123 4567 89',
              structured: ['RF18539007547034'],
            },
          ],
        },
      ],
    });
    expect(credit).toMatchObject({
      account: 'NL91ABNA0417164300',
      amount: 123450,
      currency: 'EUR',
      bookingDate: '2026-01-15',
      valueDate: '2026-01-16',
      bankReference: '2026011512345678',
      endToEndId: 'E2E-1',
      debtorName: 'Jansen Bouw B.V.',
      debtorIban: 'NL02RABO0123456789',
      structuredReferences: ['RF18539007547034'],
      remittanceLines: [],
    });
  });

  it.each([
    { amount: '0.10', cents: 10 },
    { amount: '1234.5', cents: 123450 },
    { amount: '7', cents: 700 },
    { amount: '99999999.99', cents: 9999999999 },
    { amount: '12.34000', cents: 1234 },
  ])('reads $amount exactly as $cents cents', async ({ amount, cents }) => {
    const [credit] = await credits({ entries: [{ amount, transactions: [{ amount }] }] });
    expect(credit?.amount).toBe(cents);
  });

  it('keeps several Ustrd lines in order and reads a Belgian OGM (camt.053.001.08, Sts/Cd, Dbtr/Pty)', async () => {
    const [credit] = await credits({
      version: 8,
      iban: 'BE68539007547034',
      entries: [
        {
          amount: '605.00',
          bookingDateTime: '2026-02-01T23:30:00Z',
          transactions: [
            {
              amount: '605.00',
              debtorName: 'Peeters & Zonen BVBA',
              structured: ['090933755493'],
              unstructured: ['Factuur 2026-0042', 'en 2026-0043 — dank u'],
            },
          ],
        },
      ],
    });
    expect(credit).toMatchObject({
      amount: 60500,
      // 23:30 UTC is already 2 February in Amsterdam.
      bookingDate: '2026-02-02',
      debtorName: 'Peeters & Zonen BVBA',
      structuredReferences: ['090933755493'],
      remittanceLines: ['Factuur 2026-0042', 'en 2026-0043 — dank u'],
    });
  });

  it('gives one credit per transaction of a batch, each with its own amount', async () => {
    const found = await credits({
      version: 4,
      entries: [
        {
          amount: '300.00',
          bankReference: 'BATCH-1',
          transactions: [
            { amount: '100.00', debtorName: 'A', unstructured: ['INV-1'] },
            { amount: '200.00', debtorName: 'B', unstructured: ['INV-2'] },
          ],
        },
      ],
    });
    expect(found.map((c) => [c.amount, c.debtorName, c.remittanceLines])).toEqual([
      [10000, 'A', ['INV-1']],
      [20000, 'B', ['INV-2']],
    ]);
    expect(new Set(found.map((c) => c.id)).size).toBe(2);
  });

  it('keeps a batch whose parts do not add up as one credit of the entry amount', async () => {
    const found = await credits({
      entries: [
        {
          amount: '300.00',
          additionalInfo: 'SEPA batch',
          transactions: [{ amount: '100.00' }, { debtorName: 'no amount' }],
        },
      ],
    });
    expect(found.map((c) => c.amount)).toEqual([30000]);
  });

  it('uses AddtlNtryInf as the remittance of an entry without transaction details', async () => {
    const [credit] = await credits({
      version: 6,
      entries: [{ amount: '10.00', additionalInfo: 'Betaling factuur 2026-0007' }],
    });
    expect(credit?.remittanceLines).toEqual(['Betaling factuur 2026-0007']);
  });

  it('ignores debits, pending and information-only entries', async () => {
    const items = await read(
      camt053Xml({
        version: 7,
        entries: [
          { amount: '1.00', direction: 'DBIT' },
          { amount: '2.00', status: 'PDNG' },
          { amount: '3.00', status: 'INFO' },
          { amount: '4.00' },
        ],
      }),
    );
    expect(items.map((item) => (item.kind === 'credit' ? item.credit.amount : item.kind))).toEqual([
      400,
    ]);
  });

  it('reports a foreign currency, a reversal and an unreadable amount instead of reading them', async () => {
    const items = await read(
      camt053Xml({
        entries: [
          { amount: '5.00', currency: 'USD', bankReference: 'R-USD' },
          { amount: '5.00', reversal: true },
          { amount: '5.001' },
        ],
      }),
    );
    expect(items.map((item) => item.kind === 'skipped' && [item.reason, item.currency])).toEqual([
      ['currency', 'USD'],
      ['reversal', 'EUR'],
      ['amount', 'EUR'],
    ]);
  });

  it('reads a file with a namespace prefix the same as one with a default namespace', async () => {
    const statement: TestStatement = { version: 5, entries: [{ amount: '42.00' }] };
    const plain = await credits(statement);
    expect(await credits({ ...statement, prefix: 'camt' })).toEqual(plain);
  });

  it('gives the same identities when the same file is read twice, in any chunk size', async () => {
    const xml = camt053Xml({
      entries: [{ amount: '10.00', bankReference: 'A1' }, { amount: '10.00' }, { amount: '10.00' }],
    });
    const ids = (items: StatementItem[]): string[] =>
      items.flatMap((item) => (item.kind === 'credit' ? [item.credit.id] : []));
    const first = ids(await read(xml, 5));
    expect(ids(await read(xml, 4096))).toEqual(first);
    // Two equal transfers on one day without a bank reference are still two credits.
    expect(new Set(first).size).toBe(3);
  });
});
