import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PARTY_IDENTIFIER_MESSAGES } from '@app/contracts/invoice';
import { i18n } from '@app/platform';
import '../../i18n';
import { renderHome } from '../../testing/renderEditor';

function fill(party: 'sender' | 'recipient', values: Record<string, string>) {
  fireEvent.click(screen.getByTestId(`edit-${party}`));
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByTestId(`${party}-${field}`);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

function submit(party: 'sender' | 'recipient') {
  const input = screen.getByTestId(`${party}-company`);
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

describe('VAT and chamber-of-commerce numbers in the editor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('warn once the field is left, and keep what was typed', async () => {
    await renderHome('/');
    fill('sender', { vatNumber: 'NL123456789B02', kvkNumber: '1234567' });
    expect(screen.getByTestId('sender-vatNumber-warning')).toHaveTextContent(
      'This VAT number does not pass the check of its country',
    );
    expect(screen.getByTestId('sender-kvkNumber-warning')).toHaveTextContent(
      'A KvK number has 8 digits',
    );
    expect(screen.getByTestId('sender-vatNumber')).not.toHaveAttribute('aria-invalid');

    fireEvent.change(screen.getByTestId('sender-vatNumber'), {
      target: { value: 'NL004495445B01' },
    });
    expect(screen.queryByTestId('sender-vatNumber-warning')).toBeNull();
    submit('sender');
    expect(screen.getByTestId('edit-sender')).toHaveTextContent('NL004495445B01');
    expect(screen.getByTestId('edit-sender')).toHaveTextContent('1234567');
  });

  it("check a Belgian customer's enterprise number, in Dutch", async () => {
    await renderHome('/nl');
    fill('recipient', { vatNumber: 'BE0403170702', kvkNumber: '0403.170.702' });
    expect(screen.getByTestId('recipient-vatNumber-warning')).toHaveTextContent(
      'Dit btw-nummer voldoet niet aan de controle van zijn land',
    );
    expect(screen.getByTestId('recipient-kvkNumber-warning')).toHaveTextContent(
      'Dit lijkt geen Belgisch ondernemingsnummer',
    );
  });
});

describe("the number checks' messages", () => {
  it.each(Object.entries(PARTY_IDENTIFIER_MESSAGES))(
    '%s reads in English as contracts spells it',
    (key, text) => {
      expect(i18n.t(key, { ns: 'editor', lng: 'en' })).toBe(text);
      expect(i18n.t(key, { ns: 'editor', lng: 'nl' })).not.toBe(key);
    },
  );
});

describe('Export e-invoice (UBL)', () => {
  let alerts: string[];
  let downloads: Blob[];

  beforeEach(() => {
    localStorage.clear();
    alerts = [];
    downloads = [];
    jest.spyOn(window, 'alert').mockImplementation((text?: string) => {
      alerts.push(String(text));
    });
    URL.createObjectURL = (blob: Blob) => {
      downloads.push(blob);
      return 'blob:ubl';
    };
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow a download link; the Blob handed to it is the file.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('is not offered before the invoice is saved', async () => {
    await renderHome('/');
    expect(screen.getByTestId('action-exportPdf')).toBeInTheDocument();
    expect(screen.queryByTestId('action-exportUbl')).toBeNull();
  });

  it('names what the invoice still needs instead of writing an invalid file', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(screen.getByTestId('saved-view'));
    fireEvent.click(screen.getByTestId('action-exportUbl'));

    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toContain('This invoice cannot be an e-invoice (Peppol BIS 3.0) yet');
    expect(alerts[0]).toContain('your VAT number, starting with its country code');
    expect(alerts[0]).toContain("your customer's VAT number or chamber-of-commerce number");
    expect(downloads).toEqual([]);
  });

  it("downloads the invoice's UBL with the totals on screen", async () => {
    await renderHome('/');
    fill('sender', { company: 'Atelier Brussel', vatNumber: 'BE0403170701' });
    submit('sender');
    fill('recipient', { company: 'Acme B.V.', vatNumber: 'NL004495445B01' });
    submit('recipient');
    const price = screen.getByTestId('item-price');
    fireEvent.change(price, { target: { value: '100' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(screen.getByTestId('saved-view'));
    fireEvent.click(screen.getByTestId('action-exportUbl'));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(alerts).toEqual([]);
    expect(downloads[0].type).toBe('application/xml');
    const xml = await downloads[0].text();
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">121.00</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:RegistrationName>Acme B.V.</cbc:RegistrationName>');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€121.00');
  });
});
