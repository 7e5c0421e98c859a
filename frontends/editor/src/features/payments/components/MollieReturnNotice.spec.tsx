import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n, setLanguage } from '@app/platform';
import '../../../i18n';
import { MollieReturnNotice } from './MollieReturnNotice';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function arriveAt(path: string, language: 'en' | 'nl' = 'en') {
  await setLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <MollieReturnNotice />
        <Address />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the notice after returning from Mollie', () => {
  it('says Mollie is connected, once: the address loses its parameters', async () => {
    await arriveAt('/?mollie=connected&period=next');
    expect(screen.getByTestId('mollie-return-notice')).toHaveTextContent('Mollie is connected.');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?period=next$/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('mollie-return-notice')).toBeNull();
  });

  it('tells a refusal from a failure, in Dutch too', async () => {
    await arriveAt('/nl?mollie=error&reason=denied', 'nl');
    expect(screen.getByRole('alert')).toHaveTextContent('Mollie is niet gekoppeld');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/nl$/);
  });

  it('says connecting failed for any other error, and nothing without the parameter', async () => {
    await arriveAt('/?mollie=error&reason=failed');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Connecting Mollie failed. Please try again.',
    );
  });

  it('shows nothing on an ordinary visit', async () => {
    await arriveAt('/');
    expect(screen.queryByTestId('mollie-return-notice')).toBeNull();
  });
});
