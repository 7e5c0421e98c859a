import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '../i18n/i18n';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';

function Broken(): never {
  throw new Error('remote exploded');
}

let consoleError: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  // React reports caught render errors on console.error; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  consoleError.mockRestore();
  await act(() => setLanguage('en'));
});

describe('RemoteErrorBoundary', () => {
  it('shows the friendly panel in place of a failing remote and keeps the rest of the page', () => {
    const onError = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <nav>Header links</nav>
        <RemoteErrorBoundary area="admin" onError={onError}>
          <Broken />
        </RemoteErrorBoundary>
      </I18nextProvider>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-error').closest('[data-remote-error]')).toHaveAttribute(
      'data-remote-error',
      'admin',
    );
    expect(screen.getByText('Header links')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'remote exploded' }),
      expect.anything(),
    );
  });

  it('renders the remote when it works', () => {
    render(
      <RemoteErrorBoundary area="editor">
        <p>Editor page</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Editor page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again when the reset key changes', () => {
    let fail = true;
    function Flaky() {
      if (fail) {
        throw new Error('first render fails');
      }
      return <p>Recovered</p>;
    }
    const { rerender } = render(
      <RemoteErrorBoundary area="publicPages" resetKey="/features">
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    fail = false;
    rerender(
      <RemoteErrorBoundary area="publicPages" resetKey="/pricing">
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

describe('RemoteErrorPanel', () => {
  it('speaks Dutch on a Dutch page', async () => {
    await act(() => setLanguage('nl'));
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteErrorPanel />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dit deel van de pagina kon niet worden geladen.',
    );
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('runs the retry action instead of following the link', () => {
    const onRetry = jest.fn();
    render(<RemoteErrorPanel onRetry={onRetry} />);
    fireEvent.click(screen.getByTestId('remote-error-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
