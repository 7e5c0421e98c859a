import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderHome } from '../../../testing/renderEditor';
import { editorActions } from '../../invoices/editor-commands';
import { buildBackup } from '../backup-format';
import { browserWithInvoices, persistedOf } from '../backup-test-data';

/** The menu's backup rows load when the menu first opens. */
const chooseFile = async (text: string, name: string) => {
  const input = await screen.findByTestId('backup-file');
  await act(async () => {
    fireEvent.change(input, {
      // jsdom's File cannot read itself (no Blob.text); a browser's can.
      target: { files: [Object.assign(new File([text], name), { text: async () => text })] },
    });
  });
};

describe('BackupSettings (settings menu)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('restores a backup whatever its name, and says what it added and what was already here', async () => {
    const backup = JSON.stringify(buildBackup(persistedOf(browserWithInvoices(3)), new Date()));
    await renderHome('/');
    fireEvent.click(screen.getByTestId('settings-button'));
    await chooseFile(backup, 'copy.txt');
    await waitFor(() =>
      expect(screen.getByTestId('backup-status')).toHaveTextContent('3 invoices restored.'),
    );
    expect(screen.getByTestId('overview-count')).toHaveTextContent('(3)');

    await chooseFile(backup, 'copy.txt');
    await waitFor(() =>
      expect(screen.getByTestId('backup-status')).toHaveTextContent(
        '0 invoices restored, 3 already here.',
      ),
    );
    expect(screen.getByTestId('overview-count')).toHaveTextContent('(3)');
  });

  it('refuses a file that is not a backup, in Dutch', async () => {
    const { store } = await renderHome('/nl');
    act(() => {
      store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Acme' }));
    });
    fireEvent.click(screen.getByTestId('settings-button'));
    await chooseFile(JSON.stringify({ version: 3, state: { invoices: [] } }), 'backup.json');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dit bestand is geen back-up van je facturen.',
    );
  });
});
