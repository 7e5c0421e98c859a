import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type UblCheck =
  | { ok: true; root: 'Invoice' | 'CreditNote'; number: string }
  | { ok: false; errors: Record<string, string[]> };

const MAX_BYTES = 10 * 1024 * 1024;
const UBL_NAMESPACE = (root: string) => `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`;
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
/** Peppol BIS Billing 3.0; national CIUSes (the Dutch SI-UBL) extend it after a '#'. */
const BIS_3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

const refuse = (rule: string, message: string): UblCheck => ({
  ok: false,
  errors: { [rule]: [message] },
});

/**
 * What the stand-in checks of a sent document, as an access point would before it goes out:
 * well-formed XML without a DOCTYPE, an Invoice or CreditNote root in the UBL 2.1 namespaces, the
 * BIS Billing 3.0 CustomizationID, and (when the official schemas are at hand and xmllint is
 * installed) the UBL 2.1 schema. Not the schematron business rules: the contracts specs own those.
 */
export async function checkUbl(xml: string, schemasDir: string | null): Promise<UblCheck> {
  if (Buffer.byteLength(xml) > MAX_BYTES) return refuse('size', 'The document is over 10 MB');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return refuse('xml', 'A DOCTYPE is not allowed');
  const malformed = wellFormednessError(xml);
  if (malformed !== null) return refuse('xml', `Not well-formed XML: ${malformed}`);
  const root =
    /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<(?:([\w.-]+):)?([\w.-]+)([^>]*)>/.exec(xml);
  const local = root?.[2];
  if (root === null || (local !== 'Invoice' && local !== 'CreditNote')) {
    return refuse('root', 'The root element must be a UBL Invoice or CreditNote');
  }
  const attributes = root[3];
  const declared = (prefix: string | undefined, namespace: string) =>
    new RegExp(
      `xmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*["']${escapeRegExp(namespace)}["']`,
    ).test(attributes);
  const allDeclared =
    declared(root[1], UBL_NAMESPACE(local)) && declared('cbc', CBC) && declared('cac', CAC);
  if (!allDeclared) {
    return refuse('namespace', 'The UBL 2.1 namespaces are not declared on the root element');
  }
  const customization = /<cbc:CustomizationID>\s*([^<]*?)\s*<\/cbc:CustomizationID>/.exec(xml)?.[1];
  if (customization === undefined || !customization.startsWith(BIS_3)) {
    return refuse('PEPPOL-EN16931-R004', `CustomizationID must be ${BIS_3}`);
  }
  const number = /<cbc:ID>\s*([^<]*?)\s*<\/cbc:ID>/.exec(xml)?.[1] ?? '';
  if (number === '') return refuse('BR-02', 'The document has no number (cbc:ID)');
  if (schemasDir !== null) {
    const findings = await schemaFindings(
      xml,
      path.join(schemasDir, 'xsd/maindoc', `UBL-${local}-2.1.xsd`),
    );
    if (findings.length > 0) return { ok: false, errors: { xsd: findings } };
  }
  return { ok: true, root: local, number };
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small non-validating check: one root, tags balanced, `<` and `&` only where XML allows. */
function wellFormednessError(xml: string): string | null {
  const body = xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '');
  const open: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
  let index = 0;
  while (index < body.length) {
    const next = body.indexOf('<', index);
    const textPart = body.slice(index, next === -1 ? body.length : next);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(textPart)) return 'a bare &';
    if (textPart.trim() !== '' && open.length === 0) return 'text outside the root element';
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(body);
    if (match === null) return `a broken tag at character ${next}`;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open`;
    } else {
      if (open.length === 0) roots += 1;
      if (roots > 1) return 'more than one root element';
      if (!selfClosing) open.push(name);
    }
    index = tag.lastIndex;
  }
  if (roots === 0) return 'no root element';
  return open.length > 0 ? `<${open.at(-1)}> is never closed` : null;
}

let xmllintAvailable: Promise<boolean> | undefined;

function xmllint(args: string[], input: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('xmllint', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', () => resolve({ code: -1, stderr: 'xmllint could not run' }));
    child.on('close', (code) => resolve({ code: code ?? -1, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** xmllint's complaints against the schema; none when xmllint or the schema is missing. */
async function schemaFindings(xml: string, schema: string): Promise<string[]> {
  if (!existsSync(schema)) return [];
  xmllintAvailable ??= xmllint(['--version'], '').then(({ code }) => code === 0);
  if (!(await xmllintAvailable)) return [];
  const { code, stderr } = await xmllint(['--noout', '--nonet', '--schema', schema, '-'], xml);
  if (code === 0) return [];
  return stderr.split('\n').filter((line) => line.trim() !== '' && !line.endsWith(' validates'));
}
