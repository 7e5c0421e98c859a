import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { selectSettings } from '../../../store';
import { editorStore, renderWith } from '../../../testing/emailDialogs';
import { SettingsMenu } from '../../editor/components/SettingsMenu';

async function openSettings(options: { signedIn: boolean; language?: 'en' | 'nl' }) {
  const store = await editorStore(options);
  renderWith(store, <SettingsMenu />);
  fireEvent.click(screen.getByTestId('settings-button'));
  // A signed-in user's rows load with their own chunk.
  if (options.signedIn) await screen.findByTestId('settings-reminders');
  return store;
}

describe('payment reminder settings', () => {
  it('are offered to signed-in users only: reminders go out from the cloud', async () => {
    await openSettings({ signedIn: false });
    expect(screen.queryByTestId('settings-reminders')).toBeNull();
  });

  it('switch reminders off and change the days, kept in the settings', async () => {
    const store = await openSettings({ signedIn: true });
    const enabled = screen.getByLabelText(
      'E-mail my customer a reminder when an invoice is overdue',
    );
    expect(enabled).toBeChecked();
    const days = screen.getByLabelText('Days after the due date');
    expect(days).toHaveValue(7);

    fireEvent.change(days, { target: { value: '14' } });
    expect(selectSettings(store.getState()).reminders).toEqual({ enabled: true, daysAfterDue: 14 });
    fireEvent.click(enabled);
    expect(selectSettings(store.getState()).reminders).toEqual({
      enabled: false,
      daysAfterDue: 14,
    });
    expect(days).toBeDisabled();
  });

  it('says why a number of days is refused and keeps the last valid one', async () => {
    const store = await openSettings({ signedIn: true, language: 'nl' });
    const days = screen.getByLabelText('Dagen na de vervaldatum');
    fireEvent.change(days, { target: { value: '120' } });
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een aantal dagen tussen 1 en 90 in');
    expect(selectSettings(store.getState()).reminders.daysAfterDue).toBe(7);
  });
});
