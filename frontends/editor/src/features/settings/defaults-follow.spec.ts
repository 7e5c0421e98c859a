import { describe, expect, it } from '@jest/globals';
import { clientSettingsFor, type Settings } from '@app/contracts/settings';
import { createAppStore } from '@app/platform';
import { selectEditor, selectSettings } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { settingsActions } from './settingsSlice';

type Store = ReturnType<typeof createAppStore>;

const newStore = (): Store => {
  const store = createAppStore();
  store.dispatch(editorActions.firstVisit('en'));
  return store;
};

const bank = { enabled: true, iban: 'NL91ABNA0417164300', bic: '', accountName: 'Jansen Design' };

/** The account's settings as another browser left them (issue 29). */
const account = (): Settings => {
  const settings = clientSettingsFor('en');
  return {
    ...settings,
    defaultCompany: {
      company: 'Jansen Design',
      address: 'Keizersgracht 1',
      postalCode: '1015 AA',
      city: 'Amsterdam',
      vatNumber: '',
      kvkNumber: '',
    },
    paymentMethods: { ...settings.paymentMethods, bank },
    defaultNotes: 'Betaling binnen 14 dagen.',
  };
};

describe('the From block and the payment methods are settings (issue 29)', () => {
  it('remembers an edit of the sender as the default company at once, without a save', () => {
    const store = newStore();
    store.dispatch(editorActions.senderChanged({ field: 'company', value: 'Jansen Design' }));
    expect(selectSettings(store.getState()).defaultCompany?.company).toBe('Jansen Design');
  });

  it('remembers the bank details once bank transfer is on', () => {
    const store = newStore();
    const methods = selectEditor(store.getState()).draft.paymentMethods;
    store.dispatch(editorActions.paymentMethodsChanged({ ...methods, bank }));
    expect(selectSettings(store.getState()).paymentMethods.bank).toEqual(bank);
  });

  it('starts an untouched draft afresh from settings that arrive from the account', () => {
    const store = newStore();
    store.dispatch(settingsActions.cloudSettingsApplied(account()));
    const { draft } = selectEditor(store.getState());
    expect(draft.sender.company).toBe('Jansen Design');
    expect(draft.paymentMethods.bank).toEqual(bank);
    expect(draft.isPlaceholder?.paymentMethods).toBe(false);
    expect(draft.notes).toBe('Betaling binnen 14 dagen.');
  });

  it('fills only the placeholders of a draft the user already wrote in', () => {
    const store = newStore();
    const item = selectEditor(store.getState()).draft.items[0]?.id ?? '';
    store.dispatch(editorActions.itemChanged({ id: item, field: 'description', value: 'Work' }));
    store.dispatch(editorActions.notesChanged('My own notes'));
    store.dispatch(settingsActions.cloudSettingsApplied(account()));
    const { draft } = selectEditor(store.getState());
    expect(draft.sender.company).toBe('Jansen Design');
    expect(draft.paymentMethods.bank.enabled).toBe(true);
    expect(draft.items[0]?.description).toBe('Work');
    expect(draft.notes).toBe('My own notes');
  });

  it('never overwrites a sender the user typed', () => {
    const store = newStore();
    store.dispatch(editorActions.senderChanged({ field: 'city', value: 'Utrecht' }));
    store.dispatch(settingsActions.cloudSettingsApplied(account()));
    const { draft } = selectEditor(store.getState());
    expect(draft.sender.city).toBe('Utrecht');
    expect(draft.sender.company).toBe('');
  });
});
