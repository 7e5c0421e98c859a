import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Clock } from '../common/time/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { ViesClient } from './vies.client.js';
import { ViesEndpoint } from './vies-endpoint.js';
import { startViesStandIn, VIES_STAND_IN_UNAVAILABLE, type ViesStandIn } from './vies-stand-in.js';

const clientFor = (viesUrl: string, timeoutMs = 4000) =>
  new ViesClient(new ViesEndpoint({ viesUrl } as AppConfig), new Clock(), timeoutMs);

/** A server answering every request with `answer`, or never when it is null. */
async function fakeVies(answer: { status: number; body: string } | null) {
  const server = http.createServer((_request, response) => {
    if (answer === null) return;
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('ViesClient', () => {
  let standIn: ViesStandIn;
  const opened: Array<{ close: () => Promise<void> }> = [];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    standIn = await startViesStandIn('test');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await standIn.close();
  });

  const fake = async (answer: { status: number; body: string } | null) => {
    const server = await fakeVies(answer);
    opened.push(server);
    return server.url;
  };

  it('answers valid with the registered name and the address split for the invoice', async () => {
    const answer = await clientFor(standIn.url).check('BE', '0123456749');
    expect(answer).toEqual({
      status: 'valid',
      name: 'Voorbeeld BV',
      address: { street: 'Kerkstraat 1', postalCode: '9000', city: 'Gent' },
      checkedAt: expect.any(Date),
    });
  });

  it('leaves out a name and an address the member state does not disclose ("---")', async () => {
    const answer = await clientFor(standIn.url).check('DE', '136695976');
    expect(answer).toEqual({ status: 'valid', checkedAt: expect.any(Date) });
  });

  it('answers invalid for a number VIES does not know, and for one it calls malformed', async () => {
    expect((await clientFor(standIn.url).check('BE', '0123456748')).status).toBe('invalid');
    const malformed = await fake({
      status: 400,
      body: JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }),
    });
    expect((await clientFor(malformed).check('NL', '12')).status).toBe('invalid');
  });

  it("answers unavailable when the member state's service is down", async () => {
    const [country, number] = [
      VIES_STAND_IN_UNAVAILABLE.slice(0, 2),
      VIES_STAND_IN_UNAVAILABLE.slice(2),
    ];
    expect(await clientFor(standIn.url).check(country, number)).toEqual({
      status: 'unavailable',
      checkedAt: expect.any(Date),
    });
  });

  it.each([
    ['a 5xx without a body', { status: 503, body: 'Service Unavailable' }],
    [
      'a busy member state',
      {
        status: 500,
        body: JSON.stringify({ errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] }),
      },
    ],
    [
      'an error given as userError beside valid: false',
      {
        status: 200,
        body: JSON.stringify({ valid: false, userError: 'MS_UNAVAILABLE', name: '---' }),
      },
    ],
    ['an answer that is not VIES’s', { status: 200, body: '{"hello":"world"}' }],
  ])('answers unavailable on %s', async (_name, answer) => {
    const url = await fake(answer);
    expect((await clientFor(url).check('BE', '0123456749')).status).toBe('unavailable');
  });

  it('answers unavailable when VIES does not answer in time', async () => {
    const url = await fake(null);
    const started = Date.now();
    expect((await clientFor(url, 100).check('BE', '0123456749')).status).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers unavailable when nothing listens at the address', async () => {
    const url = await fake(null);
    await opened.pop()!.close();
    expect((await clientFor(url).check('BE', '0123456749')).status).toBe('unavailable');
  });
});
