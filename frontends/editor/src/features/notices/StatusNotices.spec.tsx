import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@app/platform';
import '../../store';
import { MAX_NOTICES } from './noticesSlice';
import { useNotify } from './useNotify';
import { MessageDialog } from './MessageDialog';
import { StatusNotices, SUCCESS_NOTICE_MS } from './StatusNotices';

function Actions() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify({ tone: 'success', text: 'Schedule saved' })}>
        Save
      </button>
      <button type="button" onClick={() => notify({ tone: 'error', text: 'Export failed' })}>
        Export
      </button>
    </>
  );
}

function renderNotices() {
  render(
    <Provider store={createAppStore()}>
      <Actions />
      <StatusNotices />
    </Provider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('StatusNotices', () => {
  it('has its status region on the page before anything is said, and no empty alert', () => {
    renderNotices();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a success politely and lets it go after a while', () => {
    jest.useFakeTimers();
    renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Schedule saved');
    act(() => jest.advanceTimersByTime(SUCCESS_NOTICE_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a failure as an alert that stays until it is dismissed', () => {
    jest.useFakeTimers();
    renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Export failed');
    act(() => jest.advanceTimersByTime(SUCCESS_NOTICE_MS * 3));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Export failed');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the same words once, and no more than a few notices', () => {
    renderNotices();
    for (let i = 0; i < MAX_NOTICES + 2; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    }
    expect(within(screen.getByRole('status')).getAllByText('Schedule saved')).toHaveLength(1);
  });
});

function Message() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Export
      </button>
      <MessageDialog
        open={open}
        title="Not an e-invoice yet"
        onClose={() => setOpen(false)}
        testId="message"
      >
        Please add your VAT number.
      </MessageDialog>
    </>
  );
}

describe('MessageDialog', () => {
  it('is an alert dialog read with its message, whose OK has focus and gives it back', () => {
    render(<Message />);
    const opener = screen.getByRole('button', { name: 'Export' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Not an e-invoice yet' });
    expect(dialog).toHaveAccessibleDescription('Please add your VAT number.');
    expect(screen.getByTestId('message-ok')).toHaveFocus();
    fireEvent.click(screen.getByTestId('message-ok'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
