import { describe, expect, it } from '@jest/globals';
import { MAX_MLR_BYTES, readMessageLevelResponse } from './message-level-response.js';

const mlr = (response: string, reference = 'env-123') => `<?xml version="1.0" encoding="UTF-8"?>
<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:fdc:peppol.eu:poacc:trns:mlr:3</cbc:CustomizationID>
  <cbc:ID>mlr-1</cbc:ID>
  <cac:DocumentResponse>
    ${response}
    <cac:DocumentReference><cbc:ID>${reference}</cbc:ID></cac:DocumentReference>
  </cac:DocumentResponse>
</ApplicationResponse>`;

describe('readMessageLevelResponse', () => {
  it('reads an acceptance and the envelope it answers', () => {
    expect(
      readMessageLevelResponse(
        mlr('<cac:Response><cbc:ResponseCode>AP</cbc:ResponseCode></cac:Response>'),
      ),
    ).toEqual({
      ok: true,
      response: { code: 'AP', referencedId: 'env-123', reason: null },
    });
  });

  it('reads an acknowledgement', () => {
    const read = readMessageLevelResponse(
      mlr('<cac:Response><cbc:ResponseCode> AB </cbc:ResponseCode></cac:Response>'),
    );
    expect(read.ok && read.response.code).toBe('AB');
  });

  it('reads a rejection with its reasons, the description first', () => {
    const read = readMessageLevelResponse(
      mlr(`<cac:Response><cbc:ResponseCode>RE</cbc:ResponseCode>
        <cbc:Description>Rejected due to validation errors</cbc:Description></cac:Response>
        <cac:LineResponse><cac:LineReference><cbc:LineID>NA</cbc:LineID></cac:LineReference>
          <cac:Response><cbc:ResponseCode>BV</cbc:ResponseCode>
          <cbc:Description>The buyer reference is missing</cbc:Description>
          <cac:Status><cbc:StatusReason>BR-10</cbc:StatusReason></cac:Status></cac:Response>
        </cac:LineResponse>`),
    );
    expect(read).toEqual({
      ok: true,
      response: {
        code: 'RE',
        referencedId: 'env-123',
        reason: 'Rejected due to validation errors; The buyer reference is missing; BR-10',
      },
    });
  });

  it('has no reason for a rejection that gives none', () => {
    const read = readMessageLevelResponse(
      mlr('<cac:Response><cbc:ResponseCode>RE</cbc:ResponseCode></cac:Response>'),
    );
    expect(read.ok && read.response.reason).toBeNull();
  });

  it('refuses a document type declaration, so no entity is ever expanded', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
      ${mlr('<cac:Response><cbc:ResponseCode>RE</cbc:ResponseCode><cbc:Description>&lol2;</cbc:Description></cac:Response>').replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    expect(readMessageLevelResponse(laughs)).toEqual({ ok: false, reason: 'doctype' });
    const external = `<!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>`;
    expect(readMessageLevelResponse(external)).toEqual({ ok: false, reason: 'doctype' });
  });

  it('refuses what is too large, not XML, or not a response', () => {
    expect(readMessageLevelResponse(`<a>${'x'.repeat(MAX_MLR_BYTES)}</a>`)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(readMessageLevelResponse('<a><b></a>')).toEqual({ ok: false, reason: 'malformed' });
    expect(readMessageLevelResponse('not xml at all')).toEqual({ ok: false, reason: 'malformed' });
    expect(
      readMessageLevelResponse(
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
      ),
    ).toEqual({ ok: false, reason: 'not_mlr' });
    expect(
      readMessageLevelResponse(
        mlr('<cac:Response><cbc:ResponseCode>XX</cbc:ResponseCode></cac:Response>'),
      ),
    ).toEqual({ ok: false, reason: 'not_mlr' });
  });
});
