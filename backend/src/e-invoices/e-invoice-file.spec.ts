import { describe, expect, it } from '@jest/globals';
import { creditNoteOf, readyInvoice } from '../../../contracts/src/documents/testing/sample-ubl.js';
import { ruleFindings } from '../../../contracts/src/documents/testing/ubl-rules.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { eInvoiceFile } from './e-invoice-file.js';

// CN-core's API that stores credit notes is being built alongside: the credit note is built by
// hand as the model describes it (documentType 'credit_note', creditedInvoice, positive lines).
const creditNote = creditNoteOf(readyInvoice());

describe('eInvoiceFile', () => {
  it('answers an invoice as a UBL Invoice named after its number', () => {
    const file = eInvoiceFile(readyInvoice(), 'NL', 'nl');
    expect(file.fileName).toBe('factuur_INV-2026-0042.xml');
    expect(file.xml).toContain(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    );
  });

  it('answers a credit note as a UBL CreditNote of the invoice it corrects', () => {
    const file = eInvoiceFile(creditNote, 'NL', 'en');
    expect(file.fileName).toBe('credit-note_CN-2026-0001.xml');
    expect(file.xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(file.xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(file.xml).toContain(
      '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-2026-0042</cbc:ID>' +
        '<cbc:IssueDate>2026-03-05</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>',
    );
    expect(ruleFindings(file.xml)).toEqual([]);
  });

  it('refuses a credit note without the invoice it corrects: 409 naming the field', () => {
    const refusal = (() => {
      try {
        eInvoiceFile({ ...creditNote, creditedInvoice: undefined }, 'NL', 'nl');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(DomainException);
    expect(refusal).toMatchObject({
      code: 'EINVOICE_NOT_READY',
      fields: [
        {
          field: 'creditedInvoice',
          message: 'A credit note must name the invoice it corrects, with its number and date',
        },
      ],
    });
  });
});
