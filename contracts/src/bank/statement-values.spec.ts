import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { creditIdentity, parseStatementAmount, statementDate } from './statement-values.js';

describe('parseStatementAmount', () => {
  it.each([
    ['0.10', 10],
    ['1234.5', 123450],
    ['1234.50', 123450],
    ['7', 700],
    ['0.01', 1],
    ['12.30000', 1230],
    [' 5.00 ', 500],
    ['9999999999999.99', 999999999999999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseStatementAmount(text)).toBe(cents);
  });

  it.each([
    '',
    '-5.00',
    '+5.00',
    '5,00',
    '1e3',
    '5.001',
    '0.123456',
    '.5',
    '5.',
    '99999999999999.00',
    'NaN',
  ])('refuses %p', (text) => {
    expect(parseStatementAmount(text)).toBeNull();
  });

  it('reads every whole-cent amount exactly, whatever its written form', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.integer({ min: 0, max: 3 }),
        (cents, zeros) => {
          const whole = Math.floor(cents / 100);
          const fraction = String(cents % 100).padStart(2, '0');
          expect(parseStatementAmount(`${whole}.${fraction}${'0'.repeat(zeros)}`)).toBe(cents);
        },
      ),
    );
  });
});

describe('statementDate', () => {
  it.each([
    { date: '2026-03-01', dateTime: undefined, day: '2026-03-01' },
    { date: '2026-03-01+01:00', dateTime: undefined, day: '2026-03-01' },
    { date: undefined, dateTime: '2026-03-01T10:15:00', day: '2026-03-01' },
    { date: undefined, dateTime: '2026-03-01T10:15:00.000+01:00', day: '2026-03-01' },
    // Late on the last evening in UTC is the next day in Amsterdam.
    { date: undefined, dateTime: '2026-03-31T22:30:00Z', day: '2026-04-01' },
    { date: '2026-02-30', dateTime: undefined, day: null },
    { date: undefined, dateTime: 'yesterday', day: null },
    { date: undefined, dateTime: undefined, day: null },
  ])('reads Dt $date / DtTm $dateTime as $day', ({ date, dateTime, day }) => {
    expect(statementDate(date, dateTime)).toBe(day);
  });
});

describe('creditIdentity', () => {
  const parts = {
    account: 'NL91ABNA0417164300',
    bankReference: 'REF-1',
    statementId: 'STMT-1',
    entryIndex: 3,
    transactionIndex: 0,
    endToEndId: '',
    bookingDate: '2026-01-15',
    amount: 1000,
  };

  it('recognises a credit with a bank reference in another statement at another position', () => {
    expect(creditIdentity({ ...parts, statementId: 'STMT-2', entryIndex: 9 })).toBe(
      creditIdentity(parts),
    );
  });

  it('tells two equal credits without a bank reference apart by their position', () => {
    const plain = { ...parts, bankReference: '' };
    expect(creditIdentity({ ...plain, entryIndex: 4 })).not.toBe(creditIdentity(plain));
  });

  it('tells the parts of a batch apart', () => {
    expect(creditIdentity({ ...parts, transactionIndex: 1 })).not.toBe(creditIdentity(parts));
  });

  it('cannot be made equal by moving text between fields', () => {
    expect(creditIdentity({ ...parts, account: 'A|B', bankReference: 'C' })).not.toBe(
      creditIdentity({ ...parts, account: 'A', bankReference: 'B|C' }),
    );
  });
});
