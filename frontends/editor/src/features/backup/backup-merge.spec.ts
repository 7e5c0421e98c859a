import { describe, expect, it } from '@jest/globals';
import { selectEditor, selectSavedInvoices, selectSettings } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { restoreBackup } from './backup-commands';
import { buildBackup, readBackup, type BackupContents } from './backup-format';
import { planRestore } from './backup-merge';
import { browserWithInvoices, persistedOf } from './backup-test-data';

const backupOf = (store: ReturnType<typeof browserWithInvoices>): BackupContents => {
  const read = readBackup(JSON.stringify(buildBackup(persistedOf(store), new Date())));
  if (!read.ok) throw new Error(read.error);
  return read.backup;
};

const numbers = (store: ReturnType<typeof browserWithInvoices>) =>
  selectSavedInvoices(store.getState()).map((invoice) => invoice.invoiceNumber);

describe('restoring a backup', () => {
  it('brings everything into a fresh browser: invoices, settings and the draft', () => {
    const source = browserWithInvoices(12);
    source.dispatch(editorActions.draftOpened({ reset: false }));
    source.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Half written' }));
    const target = browserWithInvoices(0);

    expect(target.dispatch(restoreBackup(backupOf(source)))).toEqual({
      added: 12,
      updated: 0,
      alreadyHere: 0,
    });
    expect(selectSavedInvoices(target.getState())).toEqual(selectSavedInvoices(source.getState()));
    expect(selectSettings(target.getState())).toEqual(selectSettings(source.getState()));
    expect(selectEditor(target.getState()).draft.recipient.company).toBe('Half written');
    expect(selectEditor(target.getState()).draftEdited).toBe(true);
  });

  it('keeps an invoice once when it is restored again', () => {
    const source = browserWithInvoices(3);
    const target = browserWithInvoices(0);
    target.dispatch(restoreBackup(backupOf(source)));
    const before = target.getState();

    expect(target.dispatch(restoreBackup(backupOf(source)))).toEqual({
      added: 0,
      updated: 0,
      alreadyHere: 3,
    });
    expect(numbers(target)).toHaveLength(3);
    expect(target.getState()).toBe(before);
  });

  it('takes the backup’s copy of an invoice only when the server stored it later', () => {
    const here = persistedOf(browserWithInvoices(2));
    const [first, second] = here.invoices as [(typeof here.invoices)[0], (typeof here.invoices)[0]];
    const backup: BackupContents = {
      exportedAt: '',
      settings: here.settings,
      draft: null,
      invoices: [
        { ...first, version: 4, notes: 'newer' },
        { ...second, notes: 'same version' },
      ],
    };
    const plan = planRestore({ ...here, invoices: [{ ...first, version: 3 }, second] }, backup);
    expect(plan.result.invoices.map((invoice) => invoice.notes)).toEqual(['newer']);
    expect([plan.added, plan.updated, plan.alreadyHere]).toEqual([0, 1, 1]);
  });

  it('keeps both invoices of a number used twice, and numbers on after the highest', () => {
    const source = browserWithInvoices(5, 'Backup customer');
    const target = browserWithInvoices(2, 'Customer here');

    expect(target.dispatch(restoreBackup(backupOf(source)))).toEqual({
      added: 5,
      updated: 0,
      alreadyHere: 0,
    });
    expect(numbers(target)).toHaveLength(7);
    expect(numbers(target).filter((number) => number.endsWith('-0300'))).toHaveLength(2);

    target.dispatch(editorActions.draftOpened({ reset: true }));
    target.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Next' }));
    target.dispatch(editorActions.saved());
    expect(numbers(target).at(-1)).toMatch(/-0305$/);
  });

  it('keeps the settings and the draft the user has here', () => {
    const source = browserWithInvoices(1);
    source.dispatch(editorActions.settingsChanged({ country: 'BE' }));
    source.dispatch(editorActions.draftOpened({ reset: false }));
    source.dispatch(editorActions.recipientChanged({ field: 'company', value: 'From the backup' }));
    const target = browserWithInvoices(1);
    target.dispatch(editorActions.draftOpened({ reset: false }));
    target.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Written here' }));

    target.dispatch(restoreBackup(backupOf(source)));
    expect(selectSettings(target.getState()).country).toBe('NL');
    expect(selectEditor(target.getState()).draft.recipient.company).toBe('Written here');
  });
});
