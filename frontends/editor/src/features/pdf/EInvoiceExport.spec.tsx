import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
      'Dit btw-nummer klopt niet',
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
    fireEvent.click(await screen.findByTestId('saved-view'));
    // The saved dialog hands focus to the toolbar on the next tick; then the user clicks export,
    // which (in a browser, not in jsdom) focuses it.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    screen.getByTestId('action-exportUbl').focus();
    fireEvent.click(screen.getByTestId('action-exportUbl'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Not an e-invoice yet' });
    expect(dialog).toHaveTextContent('This invoice cannot be an e-invoice (Peppol BIS 3.0) yet');
    expect(dialog).toHaveAccessibleDescription(/your VAT number, starting with its country code/);
    expect(
      within(dialog)
        .getAllByTestId('ubl-blocker')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        "your customer's VAT number or chamber-of-commerce number (To): it is their Peppol address",
      ]),
    );
    expect(screen.getByTestId('ubl-blockers-ok')).toHaveFocus();
    expect(alerts).toEqual([]);
    expect(downloads).toEqual([]);

    fireEvent.click(screen.getByTestId('ubl-blockers-ok'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('action-exportUbl')).toHaveFocus();
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
    fireEvent.click(await screen.findByTestId('saved-view'));
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
