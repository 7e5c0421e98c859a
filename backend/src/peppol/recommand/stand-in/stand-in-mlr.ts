/** A message-level response's answer: AB received, AP accepted, RE rejected (with a reason). */
export type MlrAnswer = { code: 'AB' | 'AP' | 'RE'; reason?: string };

const escape = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const endpoint = (element: string, peppolId: string): string => {
  const [scheme, identifier] = peppolId.split(':');
  return `<cac:${element}><cbc:EndpointID schemeID="${escape(scheme)}">${escape(identifier ?? '')}</cbc:EndpointID></cac:${element}>`;
};

/**
 * A Peppol message-level response (MLR 3, a UBL ApplicationResponse) about one sent document,
 * from its recipient back to its sender: the response code and, with RE, the reason, both on the
 * document response and on a line response. It references the original's envelope (SBDH
 * instance identifier) as Peppol prescribes.
 */
export function applicationResponseXml(input: {
  id: string;
  responder: string;
  receiver: string;
  envelopeId: string;
  answer: MlrAnswer;
}): string {
  const { answer } = input;
  const description =
    answer.reason === undefined
      ? ''
      : `<cbc:Description>${escape(answer.reason)}</cbc:Description>`;
  const lines =
    answer.code === 'RE' && answer.reason !== undefined
      ? `<cac:LineResponse><cac:LineReference><cbc:LineID>NA</cbc:LineID></cac:LineReference>` +
        `<cac:Response><cbc:ResponseCode>BV</cbc:ResponseCode>${description}</cac:Response></cac:LineResponse>`
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    '<cbc:CustomizationID>urn:fdc:peppol.eu:poacc:trns:mlr:3</cbc:CustomizationID>',
    '<cbc:ProfileID>urn:fdc:peppol.eu:poacc:bis:mlr:3</cbc:ProfileID>',
    `<cbc:ID>${escape(input.id)}</cbc:ID>`,
    `<cbc:IssueDate>${new Date().toISOString().slice(0, 10)}</cbc:IssueDate>`,
    endpoint('SenderParty', input.responder),
    endpoint('ReceiverParty', input.receiver),
    '<cac:DocumentResponse>',
    `<cac:Response><cbc:ResponseCode>${answer.code}</cbc:ResponseCode>${description}</cac:Response>`,
    `<cac:DocumentReference><cbc:ID>${escape(input.envelopeId)}</cbc:ID></cac:DocumentReference>`,
    lines,
    '</cac:DocumentResponse>',
    '</ApplicationResponse>',
  ].join('\n');
}
