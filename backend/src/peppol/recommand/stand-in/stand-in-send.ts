import { applicationResponseXml, type MlrAnswer } from './stand-in-mlr.js';
import { findParticipant, normaliseAddress } from './stand-in-directory.js';
import { failure, invalidInput, ok, text, type Answer } from './stand-in-http.js';
import { newId, STAND_IN_TEAM_ID, type StandInStore } from './stand-in-store.js';
import { checkUbl } from './stand-in-ubl.js';
import type { StandInWebhooks } from './stand-in-webhooks.js';

/** A failure the next sends to a recipient answer with, as a test asked. */
export type ScriptedFailure = { status: number; times: number; reason: string };

/** What tests told the stand-in to do with coming sends. */
export class SendScript {
  /** Per recipient, the responses of each coming send (one list per send). */
  readonly responses = new Map<string, MlrAnswer[][]>();
  readonly failures = new Map<string, ScriptedFailure>();
  delayMs = 0;

  reset(): void {
    this.responses.clear();
    this.failures.clear();
    this.delayMs = 0;
  }
}

/** How long after a send the scripted responses' webhooks go out. */
const RESPONSE_DELAY_MS = 1000;

type SendContext = {
  store: StandInStore;
  webhooks: StandInWebhooks;
  script: SendScript;
  schemasDir: string | null;
};

/** The sender's Peppol id: its registration number's identifier, as Recommand sends from. */
const senderIdOf = (identifiers: { scheme: string; identifier: string }[]): string => {
  const chosen =
    identifiers.find((id) => id.scheme === '0208' || id.scheme === '0106') ?? identifiers[0];
  return chosen === undefined ? 'unknown' : `${chosen.scheme}:${chosen.identifier}`;
};

/**
 * `POST /:companyId/send` with `documentType: "xml"`: checks the UBL, "delivers" it (to a company
 * registered here as an incoming document, with a webhook), counts it, and answers synchronously
 * as Recommand does. Scripted failures and message-level responses come from the tests' controls.
 */
export async function sendDocument(
  context: SendContext,
  companyId: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Answer> {
  const { store, webhooks, script } = context;
  const company = store.companies.get(companyId);
  if (company === undefined) return failure(404, 'Company not found');
  if (!company.isVerified) {
    return failure(403, 'Company must be verified before sending or receiving documents');
  }
  const recipientText = text(body.recipient);
  if (recipientText === null) return invalidInput('recipient', 'Required');
  if (body.documentType !== 'xml')
    return invalidInput('documentType', 'The stand-in takes "xml" only');
  const xml = typeof body.document === 'string' ? body.document : null;
  if (xml === null) return invalidInput('document', 'Expected a UBL XML string');
  const check = await checkUbl(xml, context.schemasDir);
  if (!check.ok) return { status: 400, body: { success: false, errors: check.errors } };
  if (script.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
  // The sender died while the send was delayed: dropped with its connection, never delivered
  // nor counted, as a mail server drops a message whose DATA it had not answered.
  if (signal?.aborted === true) return failure(499, 'The client went away');
  const recipient = normaliseAddress(recipientText);
  const scripted = script.failures.get(recipient);
  if (scripted !== undefined) {
    scripted.times -= 1;
    if (scripted.times <= 0) script.failures.delete(recipient);
    return failure(scripted.status, scripted.reason);
  }
  if (findParticipant(store, recipient) === null) {
    return failure(
      422,
      'Failed to send document over Peppol network. The recipient is not registered on the Peppol network.',
    );
  }
  const senderId = senderIdOf(company.identifiers);
  const envelopeId = newId('env');
  const type = check.root === 'Invoice' ? 'invoice' : 'creditNote';
  const sent = store.addDocument({
    companyId,
    direction: 'outgoing',
    senderId,
    receiverId: recipient,
    type,
    xml,
    envelopeId,
    peppolMessageId: newId('msg'),
    sentOverPeppol: true,
  });
  store.sends.push({
    companyId,
    recipient,
    documentNumber: check.number,
    documentId: sent.id,
    envelopeId,
    at: sent.createdAt,
  });
  const receiving = store.companyByPeppolId(recipient);
  if (receiving !== undefined) {
    const received = store.addDocument({
      companyId: receiving.id,
      direction: 'incoming',
      senderId,
      receiverId: recipient,
      type,
      xml,
      envelopeId,
    });
    webhooks.emit({
      eventType: 'document.received',
      documentId: received.id,
      teamId: STAND_IN_TEAM_ID,
      companyId: receiving.id,
    });
  }
  respond(context, { companyId, senderId, recipient, envelopeId });
  return ok({
    id: sent.id,
    teamId: STAND_IN_TEAM_ID,
    companyId,
    sentOverPeppol: true,
    sentOverEmail: false,
    emailRecipients: [],
    peppolMessageId: sent.peppolMessageId,
    envelopeId,
  });
}

/** The scripted message-level responses to this send, each an incoming document with its webhook. */
function respond(
  { store, webhooks, script }: SendContext,
  sent: { companyId: string; senderId: string; recipient: string; envelopeId: string },
): void {
  const queue = script.responses.get(sent.recipient);
  const answers = queue?.shift();
  if (queue !== undefined && queue.length === 0) script.responses.delete(sent.recipient);
  for (const answer of answers ?? []) {
    const response = store.addDocument({
      companyId: sent.companyId,
      direction: 'incoming',
      senderId: sent.recipient,
      receiverId: sent.senderId,
      type: 'messageLevelResponse',
      xml: applicationResponseXml({
        id: newId('mlr'),
        responder: sent.recipient,
        receiver: sent.senderId,
        envelopeId: sent.envelopeId,
        answer,
      }),
      envelopeId: sent.envelopeId,
    });
    // The customer's access point answers after the send has been answered, as on the network.
    webhooks.emitLater(
      {
        eventType: 'document.received',
        documentId: response.id,
        teamId: STAND_IN_TEAM_ID,
        companyId: sent.companyId,
      },
      RESPONSE_DELAY_MS,
    );
  }
}
