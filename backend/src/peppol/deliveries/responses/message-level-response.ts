import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

const require = createRequire(import.meta.url);

/** What the customer's access point answered about a document we sent. */
export type MessageLevelResponse = {
  /** AP accepted, AB acknowledged (both: it arrived), RE rejected. */
  code: 'AP' | 'AB' | 'RE';
  /** The envelope (or document) the response answers (cac:DocumentReference/cbc:ID). */
  referencedId: string | null;
  /** Why it was rejected, in the responder's words; null when it gave none. */
  reason: string | null;
};

export type MlrReadResult =
  | { ok: true; response: MessageLevelResponse }
  | { ok: false; reason: 'doctype' | 'too_large' | 'malformed' | 'not_mlr' };

/** A message-level response is a few kilobytes; anything near this is not one. */
export const MAX_MLR_BYTES = 1_000_000;

const APPLICATION_RESPONSE = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** Reason texts are shown to the user: one line, bounded. */
const MAX_REASON_LENGTH = 500;

// One window for the process: the parser never fetches, runs scripts or expands entities. Made
// on the first response: loading jsdom and making a window cost every start-up about a second,
// and few processes ever read a response (required, not imported, so reading stays synchronous).
let parserWindow: Jsdom.DOMWindow | undefined;
const domWindow = () => (parserWindow ??= new (require('jsdom') as typeof Jsdom).JSDOM('').window);

const child = (parent: Element, namespace: string, name: string): Element | null =>
  [...parent.children].find(
    (element) => element.namespaceURI === namespace && element.localName === name,
  ) ?? null;

const children = (parent: Element, namespace: string, name: string): Element[] =>
  [...parent.children].filter(
    (element) => element.namespaceURI === namespace && element.localName === name,
  );

const text = (element: Element | null): string | null => {
  const value = element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return value === '' ? null : value;
};

/** The rejection's words: the response's description, else the lines' status reasons. */
function reasonOf(documentResponse: Element): string | null {
  const response = child(documentResponse, CAC, 'Response');
  const lines = children(documentResponse, CAC, 'LineResponse').flatMap((line) =>
    children(line, CAC, 'Response').flatMap((lineResponse) => [
      text(child(lineResponse, CBC, 'Description')),
      ...children(lineResponse, CAC, 'Status').map((status) =>
        text(child(status, CBC, 'StatusReason')),
      ),
    ]),
  );
  const parts = [
    response && text(child(response, CBC, 'Description')),
    ...(response
      ? children(response, CAC, 'Status').map((status) => text(child(status, CBC, 'StatusReason')))
      : []),
    ...lines,
  ].filter((part): part is string => part !== null);
  const reason = [...new Set(parts)].join('; ');
  if (reason === '') return null;
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH - 1)}…` : reason;
}

/**
 * Reads a Peppol message-level response (a UBL ApplicationResponse, Peppol BIS MLR 3.0). It comes
 * from anyone on the network, so it is read safely: a document type declaration is refused
 * outright (no entity can be declared, so none expanded or fetched), the size is bounded, and
 * only the few elements the status needs are looked at.
 */
export function readMessageLevelResponse(xml: string): MlrReadResult {
  if (Buffer.byteLength(xml, 'utf8') > MAX_MLR_BYTES) return { ok: false, reason: 'too_large' };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, reason: 'doctype' };
  const document = new (domWindow().DOMParser)().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (root.getElementsByTagName('parsererror').length > 0 || root.localName === 'parsererror') {
    return { ok: false, reason: 'malformed' };
  }
  if (root.namespaceURI !== APPLICATION_RESPONSE || root.localName !== 'ApplicationResponse') {
    return { ok: false, reason: 'not_mlr' };
  }
  const documentResponse = child(root, CAC, 'DocumentResponse');
  const response = documentResponse && child(documentResponse, CAC, 'Response');
  const code = text(response && child(response, CBC, 'ResponseCode'));
  if (documentResponse === null || (code !== 'AP' && code !== 'AB' && code !== 'RE')) {
    return { ok: false, reason: 'not_mlr' };
  }
  const reference = child(documentResponse, CAC, 'DocumentReference');
  return {
    ok: true,
    response: {
      code,
      referencedId: text(reference && child(reference, CBC, 'ID')),
      reason: code === 'RE' ? reasonOf(documentResponse) : null,
    },
  };
}
