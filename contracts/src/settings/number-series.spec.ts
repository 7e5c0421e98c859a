import { describe, expect, it } from '@jest/globals';
import { formatInvoiceNumber, nextInvoiceNumber } from '../invoice/index.js';
import { clientDefaultSettings } from './defaults.js';
import { mergeServerSettings, normaliseSettings } from './normalise.js';
import { numberSeriesOf } from './number-series.js';

describe('the credit-note number series', () => {
  it('defaults to its own CN series, so old settings read fine', () => {
    const settings = normaliseSettings({ invoiceStartNumber: 300 }, clientDefaultSettings());
    expect(numberSeriesOf(settings, 'credit_note')).toEqual({
      format: {
        prefix: 'CN',
        includeYear: true,
        yearFormat: 'full',
        separator: '-',
        numberPadding: 4,
      },
      start: 1,
      latest: 0,
    });
    expect(numberSeriesOf(settings, 'invoice')).toMatchObject({ start: 300, latest: 0 });
  });

  it('is numbered by the invoice rules', () => {
    const settings = normaliseSettings(
      {
        creditNoteNumberFormat: { prefix: 'cr', separator: '/' },
        creditNoteStartNumber: 10,
        latestCreditNoteNumber: 12,
      },
      clientDefaultSettings(),
    );
    const series = numberSeriesOf(settings, 'credit_note');
    expect(
      nextInvoiceNumber({
        format: series.format,
        latestInvoiceNumber: series.latest,
        invoiceStartNumber: series.start,
        invoiceDate: '2026-11-30',
      }).invoiceNumber,
    ).toBe('CR/2026/0013');
    expect(formatInvoiceNumber(series.format, 1, '2026-01-01')).toBe('CR/2026/0001');
  });

  it('repairs what is out of bounds and keeps the larger counter on merge', () => {
    const repaired = normaliseSettings(
      { creditNoteStartNumber: 0, latestCreditNoteNumber: -1 },
      clientDefaultSettings(),
    );
    expect([repaired.creditNoteStartNumber, repaired.latestCreditNoteNumber]).toEqual([1, 0]);
    const local = { ...clientDefaultSettings(), latestCreditNoteNumber: 7 };
    const server = { ...clientDefaultSettings(), latestCreditNoteNumber: 5 };
    expect(mergeServerSettings(local, server).latestCreditNoteNumber).toBe(7);
  });
});
