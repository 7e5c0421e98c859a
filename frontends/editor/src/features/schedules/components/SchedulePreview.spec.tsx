import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { editorStore, renderWith } from '../../../testing/emailDialogs';
import { ScheduleForm } from './ScheduleForm';

/** The form alone, as the modal shows it: the preview follows its fields. */
async function renderForm(language: 'en' | 'nl' = 'en', lastGeneratedDate?: string) {
  const store = await editorStore({ language });
  renderWith(
    store,
    <ScheduleForm
      initial={{ type: 'monthly', day: '31', startDate: '2030-01-01', endDate: '', active: true }}
      lastGeneratedDate={lastGeneratedDate}
      canDelete={false}
      busy={null}
      message={null}
      onSave={jest.fn()}
      onDelete={jest.fn()}
      onCancel={jest.fn()}
      firstFieldRef={{ current: null }}
    />,
  );
}

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const shown = () =>
  screen.queryAllByTestId('schedule-preview-date').map((item) => item.textContent);

describe('the schedule preview (issue 29)', () => {
  it('lists the next three invoice dates in the interface format, following every choice', async () => {
    await renderForm();
    const preview = screen.getByTestId('schedule-preview');
    expect(preview).toHaveAttribute('aria-live', 'polite');
    expect(within(preview).getByRole('list', { name: 'Next invoices' })).toBeVisible();
    // A short month uses its last day.
    expect(shown()).toEqual(['01/31/2030', '02/28/2030', '03/31/2030']);

    change('schedule-type', 'quarterly');
    expect(shown()).toEqual(['01/31/2030', '04/30/2030', '07/31/2030']);
    change('schedule-day', '15');
    change('schedule-start', '2030-02-01');
    expect(shown()).toEqual(['02/15/2030', '05/15/2030', '08/15/2030']);

    change('schedule-end', '2030-06-30');
    expect(shown()).toEqual(['02/15/2030', '05/15/2030']);
    expect(preview).toHaveTextContent('Then the schedule ends.');
  });

  it('says why there are none: inactive, or ended before its next date', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('schedule-active'));
    expect(shown()).toEqual([]);
    expect(screen.getByTestId('schedule-preview-none')).toHaveTextContent(
      'Inactive: this schedule makes no invoices.',
    );
    fireEvent.click(screen.getByTestId('schedule-active'));
    change('schedule-day', '31');
    change('schedule-end', '2030-01-30');
    expect(screen.getByTestId('schedule-preview-none')).toHaveTextContent(
      'No more invoices: the schedule ends before its next date.',
    );
  });

  it('shows nothing while a field is invalid: its own message says why', async () => {
    await renderForm();
    change('schedule-day', '32');
    expect(screen.getByTestId('schedule-preview')).toBeEmptyDOMElement();
  });

  it('starts after the last invoice made, as the server does', async () => {
    await renderForm('en', '2030-01-31');
    expect(shown()).toEqual(['02/28/2030', '03/31/2030', '04/30/2030']);
  });

  it('writes the dates the Dutch way for a Dutch user', async () => {
    await renderForm('nl');
    expect(screen.getByRole('list', { name: 'Volgende facturen' })).toBeVisible();
    expect(shown()).toEqual(['31-01-2030', '28-02-2030', '31-03-2030']);
  });
});
