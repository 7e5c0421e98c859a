import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVatNumber } from '@app/contracts/invoice';
import { isViesCountry, NOT_DISCLOSED, VIES_NUMBER_PATTERN } from './vies-countries.js';

/**
 * The number the stand-in answers as if its member state's service were down (MS_UNAVAILABLE),
 * for trying the "VIES is not available" path by hand and in tests. It passes the Belgian check
 * digits, so the editor asks about it as soon as it is typed.
 */
export const VIES_STAND_IN_UNAVAILABLE = 'BE0999999922';

type Registered = { name: string; address: string };

/** Known traders; any other number is valid (name and address undisclosed) when its check digits pass. */
const REGISTER: Readonly<Record<string, Registered>> = {
  BE0123456749: { name: 'Voorbeeld BV', address: 'Kerkstraat 1\n9000 Gent' },
  // As the Dutch service writes it: postal code without its space, upper-case town.
  NL004495445B01: { name: 'Voorbeeld Nederland B.V.', address: 'Dorpsstraat 12\n1234AB AMSTERDAM' },
  // Germany never discloses name or address to an anonymous request.
  DE136695976: { name: NOT_DISCLOSED, address: NOT_DISCLOSED },
};

export type ViesStandIn = {
  /** The REST API's base, e.g. `http://127.0.0.1:41234/taxation_customs/vies/rest-api`. */
  url: string;
  /** Checks asked so far (POST /check-vat-number), answered or not. */
  readonly requests: number;
  close: () => Promise<void>;
};

const BASE_PATH = '/taxation_customs/vies/rest-api';

type Answer = { status: number; body: unknown };

const viesError = (status: number, error: string): Answer => ({
  status,
  body: { actionSucceed: false, errorWrappers: [{ error, message: error }] },
});

function check(countryCode: unknown, vatNumber: unknown): Answer {
  if (typeof countryCode !== 'string' || typeof vatNumber !== 'string') {
    return viesError(400, 'INVALID_INPUT');
  }
  if (!isViesCountry(countryCode) || !VIES_NUMBER_PATTERN.test(vatNumber)) {
    return viesError(400, 'INVALID_INPUT');
  }
  const full = `${countryCode}${vatNumber}`;
  if (full === VIES_STAND_IN_UNAVAILABLE) return viesError(200, 'MS_UNAVAILABLE');
  const registered: Registered | undefined = REGISTER[full];
  const valid = registered !== undefined || checkVatNumber(full) === null;
  return {
    status: 200,
    body: {
      countryCode,
      vatNumber,
      requestDate: new Date().toISOString(),
      valid,
      requestIdentifier: '',
      name: valid ? (registered?.name ?? NOT_DISCLOSED) : NOT_DISCLOSED,
      address: valid ? (registered?.address ?? NOT_DISCLOSED) : NOT_DISCLOSED,
      traderName: NOT_DISCLOSED,
      traderStreet: NOT_DISCLOSED,
      traderPostalCode: NOT_DISCLOSED,
      traderCity: NOT_DISCLOSED,
      traderCompanyType: NOT_DISCLOSED,
      traderNameMatch: 'NOT_PROCESSED',
      traderStreetMatch: 'NOT_PROCESSED',
      traderPostalCodeMatch: 'NOT_PROCESSED',
      traderCityMatch: 'NOT_PROCESSED',
      traderCompanyTypeMatch: 'NOT_PROCESSED',
    },
  };
}

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A local VIES speaking the Commission's REST protocol (`POST /check-vat-number`) on loopback,
 * so development and tests never call the real service. Refuses production.
 */
export async function startViesStandIn(nodeEnv: string): Promise<ViesStandIn> {
  if (nodeEnv === 'production') {
    throw new Error('The VIES stand-in refuses to start with NODE_ENV=production: set VIES_URL.');
  }
  let requests = 0;
  const server = http.createServer((request, response) => {
    void (async () => {
      let answer: Answer;
      if (request.method === 'POST' && request.url === `${BASE_PATH}/check-vat-number`) {
        requests += 1;
        const body = await readJson(request);
        answer =
          body === null ? viesError(400, 'INVALID_INPUT') : check(body.countryCode, body.vatNumber);
      } else {
        answer = { status: 404, body: { actionSucceed: false } };
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
