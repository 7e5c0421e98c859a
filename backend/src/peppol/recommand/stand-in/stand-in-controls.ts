import type { RecommandCompany } from '../recommand-api.js';
import { companyView } from './stand-in-companies.js';
import { normaliseAddress } from './stand-in-directory.js';
import { failure, ok, text, type Answer, type Request } from './stand-in-http.js';
import type { MlrAnswer } from './stand-in-mlr.js';
import type { SendScript } from './stand-in-send.js';
import { STAND_IN_TEAM_ID, type SendRecord, type StandInStore } from './stand-in-store.js';
import type { StandInWebhooks } from './stand-in-webhooks.js';

/** The tests' levers on the stand-in; not part of Recommand's API (HTTP under /__stand-in/). */
export type StandInControls = {
  /** A document arriving for the company from `senderId` (default Voorbeeld BV); its id. */
  receive(input: {
    companyId: string;
    xml: string;
    senderId?: string;
    type?: 'invoice' | 'creditNote' | 'messageLevelResponse';
  }): string;
  /** The next send to `recipient` gets these message-level responses, in this order. */
  respondToNextSend(recipient: string, ...answers: MlrAnswer[]): void;
  /** The next `times` sends to `recipient` answer `status` (422 refused, 503 unavailable). */
  failNextSends(
    recipient: string,
    failure: { status: number; times?: number; reason?: string },
  ): void;
  /** Every send waits this long before it answers (0: none), for stopping an instance mid-send. */
  delaySends(ms: number): void;
  /** The identity check done (or rejected), with its `company.verification` webhook. */
  verifyCompany(companyId: string, status?: 'verified' | 'rejected'): void;
  holdWebhooks(): void;
  releaseWebhooks(options?: { reverse?: boolean; repeat?: number }): Promise<void>;
  /** Every webhook from now on is posted this many times at once. */
  repeatWebhooks(times: number): void;
  /** Every webhook emitted so far has been posted and answered. */
  idle(): Promise<void>;
  sends(): readonly SendRecord[];
  /** How many times a document with this number (cbc:ID) was sent. */
  sendCount(documentNumber: string): number;
  company(companyId: string): RecommandCompany | null;
  companies(): RecommandCompany[];
  /** Forgets every company, document, webhook, send and script. */
  reset(): void;
};

type ControlContext = { store: StandInStore; webhooks: StandInWebhooks; script: SendScript };

export function createControls({ store, webhooks, script }: ControlContext): StandInControls {
  const controls: StandInControls = {
    receive({ companyId, xml, senderId, type }) {
      if (!store.companies.has(companyId))
        throw new Error(`The stand-in has no company ${companyId}`);
      const document = store.addDocument({
        companyId,
        direction: 'incoming',
        senderId: senderId ?? '0208:0123456749',
        receiverId: null,
        type: type ?? (/<(?:\w+:)?CreditNote\b/.test(xml) ? 'creditNote' : 'invoice'),
        xml,
        envelopeId: null,
      });
      webhooks.emit({
        eventType: 'document.received',
        documentId: document.id,
        teamId: STAND_IN_TEAM_ID,
        companyId,
      });
      return document.id;
    },
    respondToNextSend(recipient, ...answers) {
      const key = normaliseAddress(recipient);
      script.responses.set(key, [...(script.responses.get(key) ?? []), answers]);
    },
    failNextSends(recipient, { status, times, reason }) {
      script.failures.set(normaliseAddress(recipient), {
        status,
        times: times ?? 1,
        reason: reason ?? `The stand-in was told to answer ${status}`,
      });
    },
    delaySends(ms) {
      script.delayMs = Math.max(0, ms);
    },
    verifyCompany(companyId, status = 'verified') {
      const company = store.companies.get(companyId);
      if (company === undefined) throw new Error(`The stand-in has no company ${companyId}`);
      company.isVerified = status === 'verified';
      webhooks.emit({
        eventType: 'company.verification',
        companyId,
        teamId: STAND_IN_TEAM_ID,
        status,
      });
    },
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: (options) => webhooks.release(options),
    repeatWebhooks: (times) => webhooks.setRepeat(times),
    idle: () => webhooks.idle(),
    sends: () => [...store.sends],
    sendCount: (documentNumber) =>
      store.sends.filter((send) => send.documentNumber === documentNumber).length,
    company(companyId) {
      const company = store.companies.get(companyId);
      return company === undefined ? null : (companyView(company) as RecommandCompany);
    },
    companies: () => [...store.companies.values()].map((c) => companyView(c) as RecommandCompany),
    reset() {
      store.clear();
      webhooks.reset();
      script.reset();
    },
  };
  return controls;
}

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const MLR_CODES = new Set(['AB', 'AP', 'RE']);

function answersOf(value: unknown): MlrAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: { code?: unknown; reason?: unknown }) =>
    typeof item === 'object' &&
    item !== null &&
    typeof item.code === 'string' &&
    MLR_CODES.has(item.code)
      ? [
          {
            code: item.code as MlrAnswer['code'],
            ...(typeof item.reason === 'string' ? { reason: item.reason } : {}),
          },
        ]
      : [],
  );
}

/** The controls over HTTP, for a browser test driving a stand-in in another process. */
export async function answerControl(controls: StandInControls, request: Request): Promise<Answer> {
  const { method, path, body } = request;
  const companyMatch = /^\/__stand-in\/companies\/([\w-]+)\/(receive|verify)$/.exec(path);
  try {
    if (method === 'GET' && path === '/__stand-in/sends') return ok({ sends: controls.sends() });
    if (method === 'GET' && path === '/__stand-in/companies')
      return ok({ companies: controls.companies() });
    if (method === 'POST' && companyMatch?.[2] === 'receive') {
      const xml = typeof body.xml === 'string' ? body.xml : '';
      const documentId = controls.receive({
        companyId: companyMatch[1],
        xml,
        ...(text(body.senderId) === null ? {} : { senderId: text(body.senderId) ?? undefined }),
      });
      return ok({ documentId });
    }
    if (method === 'POST' && companyMatch?.[2] === 'verify') {
      controls.verifyCompany(companyMatch[1], body.status === 'rejected' ? 'rejected' : 'verified');
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/responses') {
      controls.respondToNextSend(text(body.recipient) ?? '', ...answersOf(body.responses));
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/failures') {
      controls.failNextSends(text(body.recipient) ?? '', {
        status: number(body.status) ?? 503,
        times: number(body.times),
        reason: text(body.reason) ?? undefined,
      });
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/delay') {
      controls.delaySends(number(body.ms) ?? 0);
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/webhooks/hold') {
      controls.holdWebhooks();
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/webhooks/release') {
      await controls.releaseWebhooks({
        reverse: body.reverse === true,
        repeat: number(body.repeat),
      });
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/webhooks/repeat') {
      controls.repeatWebhooks(number(body.times) ?? 1);
      return ok();
    }
    if (method === 'POST' && path === '/__stand-in/reset') {
      controls.reset();
      return ok();
    }
  } catch (error) {
    return failure(404, error instanceof Error ? error.message : String(error));
  }
  return failure(404, 'No such control');
}
