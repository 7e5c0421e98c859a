import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { PeppolProviderError } from '../provider/peppol-provider-error.js';
import type { CompanyRegistration } from '../provider/peppol-provider.js';
import { RecommandClient } from './recommand.client.js';
import { RECOMMAND_TIMEOUTS } from './recommand-http.js';
import {
  startRecommandStandIn,
  STAND_IN_PARTICIPANTS,
  type RecommandStandIn,
} from './stand-in/recommand-stand-in.js';

const KEY = 'key_spec';
const SECRET = 'secret_spec';

const clientFor = (url: string, options: { secret?: string; timeoutMs?: number } = {}) =>
  new RecommandClient(
    new PeppolEndpoint({
      nodeEnv: 'test',
      publicUrl: 'https://facturen.example',
      peppol: { api: { url, key: KEY, secret: options.secret ?? SECRET } },
    } as AppConfig),
    options.timeoutMs === undefined
      ? RECOMMAND_TIMEOUTS
      : { callMs: options.timeoutMs, sendMs: options.timeoutMs },
  );

const belgian = (enterpriseNumber: string, name = 'Studio Gent'): CompanyRegistration => ({
  name,
  address: 'Kerkstraat 1',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  enterpriseNumber,
  vatNumber: `BE${enterpriseNumber}`,
});

const ubl = (
  number: string,
  customization = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    `<cbc:CustomizationID>${customization}</cbc:CustomizationID>`,
    `<cbc:ID>${number}</cbc:ID>`,
    '</Invoice>',
  ].join('\n');

describe('RecommandClient against the stand-in', () => {
  let standIn: RecommandStandIn;
  let client: RecommandClient;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    standIn = await startRecommandStandIn({ nodeEnv: 'test', apiKey: KEY, apiSecret: SECRET });
    client = clientFor(standIn.url);
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('registers a Belgian company with its 0208 and 9925 ids, reads it back and unregisters it', async () => {
    const company = await client.registerCompany(belgian('0314595348'));
    expect(company).toEqual({
      id: expect.stringMatching(/^c_/),
      verified: true,
      verificationUrl: expect.stringMatching(/\/company-verification\/cvl_\w+\/verify$/),
      peppolIds: [
        { scheme: '0208', identifier: '0314595348' },
        { scheme: '9925', identifier: 'be0314595348' },
      ],
    });
    expect(await client.company(company.id)).toEqual({ ...company, verificationUrl: null });
    await client.unregisterCompany(company.id);
    expect(await client.company(company.id)).toBeNull();
    // Unregistering one that is gone already is no error.
    await expect(client.unregisterCompany(company.id)).resolves.toBeUndefined();
  });

  it('says a company is unverified until its identity check is done', async () => {
    const company = await client.registerCompany(belgian('0417497106', 'Unverified BV'));
    expect(company.verified).toBe(false);
    standIn.controls.verifyCompany(company.id);
    expect((await client.company(company.id))?.verified).toBe(true);
  });

  it('turns a refusal into a refused PeppolProviderError carrying the provider’s messages', async () => {
    const refusal = await client.registerCompany(belgian('0123456789')).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PeppolProviderError);
    expect(refusal).toMatchObject({
      kind: 'refused',
      status: 400,
      reasons: ['Invalid Belgian enterprise number'],
    });
    // The validation shape has no `success` and keys its messages by field.
    const invalid = await client
      .registerCompany({ ...belgian('0314595348'), name: '' })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ kind: 'refused', status: 400, reasons: ['name: Required'] });
  });

  it('looks participants up: name and document types, or unreachable', async () => {
    expect(await client.lookup(STAND_IN_PARTICIPANTS.voorbeeld)).toEqual({
      reachable: true,
      name: 'Voorbeeld BV',
      documentTypes: ['invoice', 'creditNote'],
    });
    expect(await client.lookup(STAND_IN_PARTICIPANTS.unreachable)).toEqual({
      reachable: false,
      name: null,
      documentTypes: [],
    });
  });

  it('sends to a reachable participant, and the stand-in counts it', async () => {
    const sender = await client.registerCompany(belgian('0403170701'));
    const outcome = await client.send(
      sender.id,
      STAND_IN_PARTICIPANTS.voorbeeld,
      ubl('F-2026-001'),
    );
    expect(outcome).toEqual({
      kind: 'sent',
      providerDocumentId: expect.stringMatching(/^doc_/),
      envelopeId: expect.stringMatching(/^env_/),
    });
    expect(standIn.controls.sendCount('F-2026-001')).toBe(1);
  });

  it('answers refused for an unreachable recipient and for a document that is not BIS 3.0', async () => {
    const sender = await client.registerCompany(belgian('0451000015'));
    expect(await client.send(sender.id, STAND_IN_PARTICIPANTS.unreachable, ubl('F-1'))).toEqual({
      kind: 'refused',
      reason: expect.stringContaining('Failed to send document over Peppol network'),
    });
    expect(
      await client.send(sender.id, STAND_IN_PARTICIPANTS.voorbeeld, ubl('F-2', 'urn:other')),
    ).toEqual({ kind: 'refused', reason: expect.stringContaining('CustomizationID') });
    expect(
      await client.send(sender.id, STAND_IN_PARTICIPANTS.voorbeeld, '<Invoice><cbc:ID>1</Invoice>'),
    ).toEqual({ kind: 'refused', reason: expect.stringContaining('Not well-formed XML') });
    expect(
      await client.send(
        sender.id,
        STAND_IN_PARTICIPANTS.voorbeeld,
        '<!DOCTYPE x [<!ENTITY a "b">]>' + ubl('F-3'),
      ),
    ).toEqual({ kind: 'refused', reason: 'A DOCTYPE is not allowed' });
    expect(standIn.controls.sendCount('F-1') + standIn.controls.sendCount('F-2')).toBe(0);
  });

  it('answers unavailable when the access point fails (5xx), for a retry later', async () => {
    const sender = await client.registerCompany(belgian('0202239951'));
    standIn.controls.failNextSends(STAND_IN_PARTICIPANTS.acme, { status: 503, reason: 'AS4 down' });
    expect(await client.send(sender.id, STAND_IN_PARTICIPANTS.acme, ubl('F-503'))).toEqual({
      kind: 'unavailable',
      reason: 'AS4 down',
    });
    expect((await client.send(sender.id, STAND_IN_PARTICIPANTS.acme, ubl('F-503'))).kind).toBe(
      'sent',
    );
  });

  it('delivers between two of its companies, with the response coming back to the sender', async () => {
    const sender = await client.registerCompany(belgian('0878000052'));
    const receiver = await client.registerCompany(belgian('0891000032'));
    standIn.controls.respondToNextSend('0208:0891000032', { code: 'RE', reason: 'Unknown order' });
    const sent = await client.send(sender.id, '0208:0891000032', ubl('F-MLR'));
    if (sent.kind !== 'sent') throw new Error(`not sent: ${sent.reason}`);
    const [arrived] = await client.inbox(receiver.id);
    const invoice = await client.document(arrived.id);
    expect(invoice).toMatchObject({
      companyId: receiver.id,
      direction: 'incoming',
      type: 'invoice',
      senderId: '0208:0878000052',
      envelopeId: sent.envelopeId,
      xml: ubl('F-MLR'),
      readAt: null,
    });
    const [responseId] = await client.inbox(sender.id);
    const response = await client.document(responseId.id);
    expect(response).toMatchObject({ type: 'messageLevelResponse', envelopeId: sent.envelopeId });
    expect(response?.xml).toContain('<cbc:ResponseCode>RE</cbc:ResponseCode>');
    expect(response?.xml).toContain('Unknown order');
    await client.markRead(arrived.id);
    expect(await client.inbox(receiver.id)).toEqual([]);
    expect((await client.document(arrived.id))?.readAt).toEqual(expect.any(String));
    expect(await client.document('doc_missing')).toBeNull();
  });

  it('keeps one webhook per address, replacing one whose token changed', async () => {
    const auth = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
    const webhooks = async () =>
      (
        (await (
          await fetch(`${standIn.url}/webhooks`, { headers: { Authorization: auth } })
        ).json()) as {
          webhooks: { url: string }[];
        }
      ).webhooks.map((webhook) => webhook.url);
    await client.ensureWebhook('https://facturen.example/api/peppol/webhook?token=one');
    await client.ensureWebhook('https://facturen.example/api/peppol/webhook?token=one');
    await client.ensureWebhook('https://elsewhere.example/api/peppol/webhook?token=x');
    await client.ensureWebhook('https://facturen.example/api/peppol/webhook?token=two');
    expect((await webhooks()).sort()).toEqual([
      'https://elsewhere.example/api/peppol/webhook?token=x',
      'https://facturen.example/api/peppol/webhook?token=two',
    ]);
  });

  it('answers unavailable when the key is refused, never echoing it', async () => {
    const error = await clientFor(standIn.url, { secret: 'wrong' })
      .lookup(STAND_IN_PARTICIPANTS.voorbeeld)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', status: 401, reasons: ['Unauthorized'] });
    expect(String(error)).not.toContain('wrong');
  });

  it('gives up on an access point that does not answer in time, or cannot be reached', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/v1`;
    try {
      const slow = clientFor(url, { timeoutMs: 200 });
      expect(await slow.send('c_1', STAND_IN_PARTICIPANTS.voorbeeld, ubl('F-T'))).toEqual({
        kind: 'unavailable',
        reason: 'timed out',
      });
      await expect(slow.inbox('c_1')).rejects.toMatchObject({ kind: 'unavailable', status: null });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const closed = clientFor('http://127.0.0.1:9/api/v1');
    await expect(closed.company('c_1')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

/** The official schemas are not in the repository: CI points PEPPOL_FIXTURES at them. */
const fixtures = process.env.PEPPOL_FIXTURES?.trim() || null;
const withFixtures = fixtures === null ? it.skip : it;

describe('the stand-in with the official UBL schemas', () => {
  withFixtures(
    `refuses a document the UBL 2.1 schema refuses, and sends an official example${
      fixtures === null ? ' (skipped: PEPPOL_FIXTURES is not set)' : ''
    }`,
    async () => {
      const standIn = await startRecommandStandIn({
        nodeEnv: 'test',
        apiKey: KEY,
        apiSecret: SECRET,
        schemasDir: fixtures,
      });
      try {
        const client = clientFor(standIn.url);
        const sender = await client.registerCompany(belgian('0314595348'));
        const refused = await client.send(sender.id, STAND_IN_PARTICIPANTS.acme, ubl('F-XSD'));
        expect(refused).toEqual({ kind: 'refused', reason: expect.stringContaining('IssueDate') });
        const example = readFileSync(
          path.join(fixtures ?? '', 'examples/base-example.xml'),
          'utf8',
        );
        const sent = await client.send(sender.id, STAND_IN_PARTICIPANTS.acme, example);
        expect(sent.kind).toBe('sent');
      } finally {
        await standIn.close();
      }
    },
  );
});
