import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PeppolStatus } from '@app/contracts/invoice';
import { editorStore, renderWith, savedInvoice } from '../../../testing/emailDialogs';
import { InvoiceCard } from '../../overview/InvoiceCard';

const nothing = () => undefined;

async function card(peppolStatus: PeppolStatus | undefined, language: 'en' | 'nl' = 'en') {
  const invoice = savedInvoice(peppolStatus === undefined ? {} : { peppolStatus });
  const store = await editorStore({ invoice, language });
  renderWith(
    store,
    <ul>
      <InvoiceCard
        invoice={invoice}
        planned={false}
        current={false}
        onOpen={nothing}
        onCopy={nothing}
        onDelete={nothing}
        onEditSchedule={nothing}
      />
    </ul>,
  );
}

describe('the Peppol badge on the overview card', () => {
  it.each([
    ['queued', 'Peppol: sending'],
    ['sending', 'Peppol: sending'],
    ['sent', 'Peppol: sent'],
    ['delivered', 'Peppol: delivered'],
    ['refused', 'Peppol: refused'],
    ['failed', 'Peppol: failed'],
  ] as const)('reads %s as "%s"', async (status, text) => {
    await card(status);
    const badge = screen.getByTestId('peppol-badge');
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('is absent for an invoice never sent over Peppol', async () => {
    await card(undefined);
    expect(screen.getByTestId('invoice-card')).toBeInTheDocument();
    expect(screen.queryByTestId('peppol-badge')).toBeNull();
  });

  it('speaks Dutch', async () => {
    await card('refused', 'nl');
    expect(screen.getByTestId('peppol-badge')).toHaveTextContent('Peppol: geweigerd');
  });
});
