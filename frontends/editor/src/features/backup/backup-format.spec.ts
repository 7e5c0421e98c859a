import { describe, expect, it } from '@jest/globals';
import { editorActions } from '../invoices/editor-commands';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  buildBackup,
  readBackup,
  type BackupError,
} from './backup-format';
import { browserWithInvoices, persistedOf } from './backup-test-data';

const EXPORTED = new Date('2026-11-27T10:00:00.000Z');

describe('the backup file', () => {
  it('holds the format, its version, the moment, the invoices and settings as kept, and a written draft', () => {
    const store = browserWithInvoices(2);
    store.dispatch(editorActions.draftOpened({ reset: false }));
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Half written' }));
    const file = buildBackup(persistedOf(store), EXPORTED);
    expect(file).toEqual({
      format: 'invoicing-backup',
      version: 1,
      exportedAt: '2026-11-27T10:00:00.000Z',
      invoices: persistedOf(store).invoices,
      settings: persistedOf(store).settings,
      draft: persistedOf(store).draft,
    });
    expect(file.invoices.map((invoice) => invoice.invoiceNumber)).toEqual([
      expect.stringMatching(/-0300$/),
      expect.stringMatching(/-0301$/),
    ]);
    expect(file.draft?.recipient.company).toBe('Half written');
  });

  it('leaves out a blank new draft', () => {
    expect(buildBackup(persistedOf(browserWithInvoices(1)), EXPORTED).draft).toBeNull();
  });

  it('reads back exactly what it wrote', () => {
    const store = browserWithInvoices(3);
    store.dispatch(editorActions.draftOpened({ reset: false }));
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Half written' }));
    const file = buildBackup(persistedOf(store), EXPORTED);
    const read = readBackup(JSON.stringify(file));
    expect(read).toEqual({
      ok: true,
      backup: {
        exportedAt: file.exportedAt,
        invoices: file.invoices,
        settings: file.settings,
        draft: file.draft,
      },
    });
  });

  it('repairs each invoice and the settings by the stored data’s rules', () => {
    const file = buildBackup(persistedOf(browserWithInvoices(1)), EXPORTED);
    const [invoice] = file.invoices;
    const edited = {
      ...file,
      invoices: [
        { ...invoice, id: undefined, status: 'archived', date: '31-31-2026' },
        'not an invoice',
      ],
      settings: { ...file.settings, latestInvoiceNumber: -4, country: 'XX' },
    };
    const read = readBackup(JSON.stringify(edited));
    if (!read.ok) throw new Error(read.error);
    expect(read.backup.invoices).toHaveLength(1);
    const [repaired] = read.backup.invoices;
    expect(repaired?.id).toEqual(expect.any(String));
    expect(repaired?.status).toBe('concept');
    expect(repaired?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(repaired?.invoiceNumber).toBe(invoice?.invoiceNumber);
    expect(read.backup.settings.latestInvoiceNumber).toBe(0);
    expect(read.backup.settings.country).toBe('NL');
  });

  it.each<[string, string, BackupError]>([
    ['text that is not JSON', 'Invoice 300, Acme', 'notJson'],
    [
      'this browser’s stored entry',
      JSON.stringify({ version: 3, state: { invoices: [] } }),
      'notBackup',
    ],
    [
      'another program’s JSON',
      JSON.stringify({ format: 'other', version: 1, invoices: [] }),
      'notBackup',
    ],
    [
      'a backup without invoices',
      JSON.stringify({ format: BACKUP_FORMAT, version: 1, settings: {}, draft: null }),
      'notBackup',
    ],
    [
      'a backup of a newer version',
      JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION + 1,
        invoices: [],
        settings: {},
        draft: null,
      }),
      'newerVersion',
    ],
  ])('refuses %s', (_name, text, error) => {
    expect(readBackup(text)).toEqual({ ok: false, error });
  });
});
