import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { freePort } from '../src/common/net/free-port.js';
import {
  IncomingDocumentSink,
  INCOMING_DOCUMENT_SINKS,
} from '../src/peppol/incoming/incoming-document-sink.js';
import { PeppolInboxPollService } from '../src/peppol/incoming/peppol-inbox-poll.service.js';
import { PeppolWebhookSetup } from '../src/peppol/incoming/peppol-webhook-setup.js';
import type { ProviderDocument } from '../src/peppol/provider/peppol-provider.js';
import {
  startRecommandStandIn,
  type RecommandStandIn,
} from '../src/peppol/recommand/stand-in/recommand-stand-in.js';
import { freshBelgianNumber, saveCompany } from './support/peppol.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/** Records what it is handed; told to, it fails the next calls as a sink with trouble would. */
@Injectable()
class RecordingSink extends IncomingDocumentSink {
  readonly accepted: { userId: string; document: ProviderDocument }[] = [];
  failures = 0;

  async accept(userId: string, document: ProviderDocument): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('The sink is down');
    }
    this.accepted.push({ userId, document });
  }

  timesGiven(documentId: string): number {
    return this.accepted.filter(({ document }) => document.id === documentId).length;
  }
}

const WEBHOOK_TOKEN = 'peppol-webhook-token-of-the-e2e-test-0123';
const API_KEY = 'key_e2e';
const API_SECRET = 'secret_e2e';

/** A small BIS 3.0 invoice; its number tells the tests' documents apart. */
const invoiceXml = (number: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
    `<cbc:ID>${number}</cbc:ID>`,
    '</Invoice>',
  ].join('\n');

describe('documents arriving over Peppol (webhook and inbox poll)', () => {
  let standIn: RecommandStandIn;
  let app: NestExpressApplication;
  let sink: RecordingSink;
  let poll: PeppolInboxPollService;
  let user: TestUser;
  let companyId: string;

  beforeAll(async () => {
    standIn = await startRecommandStandIn({
      nodeEnv: 'test',
      apiKey: API_KEY,
      apiSecret: API_SECRET,
    });
    // The stand-in posts its webhooks to PUBLIC_URL, so the app listens there.
    const port = await freePort();
    app = await createTestApp({
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PEPPOL_API_URL: standIn.url,
        PEPPOL_API_KEY: API_KEY,
        PEPPOL_API_SECRET: API_SECRET,
        PEPPOL_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      },
      providers: [RecordingSink, { provide: INCOMING_DOCUMENT_SINKS, useExisting: RecordingSink }],
    });
    await app.listen(port, '127.0.0.1');
    await app.get(PeppolWebhookSetup).ensure();
    sink = app.get(RecordingSink);
    poll = app.get(PeppolInboxPollService);
    user = await createTestUser(app, 'peppol-incoming');
    const kbo = freshBelgianNumber();
    await saveCompany(app, user, 'BE', { company: 'Studio Ontvangst', kvkNumber: kbo });
    await request(app.getHttpServer())
      .post('/api/peppol/registration')
      .set(...user.auth)
      .expect(201);
    companyId =
      standIn.controls.companies().find((company) => company.enterpriseNumber === kbo)?.id ?? '';
  });
  beforeEach(() => {
    standIn.controls.repeatWebhooks(1);
    sink.failures = 0;
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const webhook = (token: string | null, body: object) =>
    request(app.getHttpServer())
      .post(token === null ? '/api/peppol/webhook' : `/api/peppol/webhook?token=${token}`)
      .send(body);

  const unread = async (): Promise<string[]> => {
    const response = await fetch(`${standIn.url}/inbox?companyId=${companyId}`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${API_KEY}:${API_SECRET}`).toString('base64')}`,
      },
    });
    const body = (await response.json()) as { documents: { id: string }[] };
    return body.documents.map((document) => document.id);
  };

  it('answers 404 to a webhook with a wrong or missing token, and reads nothing', async () => {
    standIn.controls.holdWebhooks();
    const documentId = standIn.controls.receive({ companyId, xml: invoiceXml('HOLD-404') });
    for (const token of [null, 'wrong', `${WEBHOOK_TOKEN}x`]) {
      const answer = await webhook(token, {
        eventType: 'document.received',
        documentId,
        companyId,
      }).expect(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect(sink.timesGiven(documentId)).toBe(0);
    expect(await unread()).toContain(documentId);
    await standIn.controls.releaseWebhooks();
    expect(sink.timesGiven(documentId)).toBe(1);
  });

  it('hands a document to the sink once however often the webhook repeats and the poll finds it', async () => {
    standIn.controls.repeatWebhooks(4);
    const documentId = standIn.controls.receive({ companyId, xml: invoiceXml('INV-REPEAT') });
    // The poll runs while the four webhooks arrive at once.
    await Promise.all([standIn.controls.idle(), poll.runOnce()]);
    await poll.runOnce();
    expect(sink.timesGiven(documentId)).toBe(1);
    const [given] = sink.accepted.filter(({ document }) => document.id === documentId);
    expect(given.userId).toBe(user.id);
    expect(given.document).toMatchObject({
      id: documentId,
      companyId,
      direction: 'incoming',
      type: 'invoice',
      senderId: '0208:0123456749',
      xml: invoiceXml('INV-REPEAT'),
    });
    expect(await unread()).not.toContain(documentId);
  });

  it('takes a document the webhook missed on the next poll; the late webhook changes nothing', async () => {
    standIn.controls.holdWebhooks();
    const documentId = standIn.controls.receive({ companyId, xml: invoiceXml('INV-LATE') });
    await poll.runOnce();
    expect(sink.timesGiven(documentId)).toBe(1);
    await standIn.controls.releaseWebhooks({ repeat: 2 });
    expect(sink.timesGiven(documentId)).toBe(1);
  });

  it('leaves a document unread when a sink fails, and hands it on at the next poll', async () => {
    sink.failures = 1;
    const documentId = standIn.controls.receive({ companyId, xml: invoiceXml('INV-RETRY') });
    await standIn.controls.idle();
    expect(sink.timesGiven(documentId)).toBe(0);
    expect(await unread()).toContain(documentId);
    await poll.runOnce();
    expect(sink.timesGiven(documentId)).toBe(1);
    expect(await unread()).not.toContain(documentId);
  });

  it('ignores a webhook naming a document the provider does not know, or another event', async () => {
    const before = sink.accepted.length;
    await webhook(WEBHOOK_TOKEN, {
      eventType: 'document.received',
      documentId: 'doc_unknown',
    }).expect(204);
    await webhook(WEBHOOK_TOKEN, { eventType: 'document.label.assigned', labelId: 'l_1' }).expect(
      204,
    );
    await webhook(WEBHOOK_TOKEN, {
      eventType: 'document.received',
      documentId: '../../etc',
    }).expect(204);
    expect(sink.accepted.length).toBe(before);
  });
});
