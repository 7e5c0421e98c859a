import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from '@jest/globals';

/**
 * The OASIS UBL 2.1 schema check of a generated e-invoice (xmllint), for the specs and the
 * browser test. Not part of the public entry.
 */

const configured = process.env.PEPPOL_FIXTURES?.trim() || null;

/**
 * The official schemas and examples are not part of the repository: CI (and a developer who has
 * them) points PEPPOL_FIXTURES at them. Null when they are absent.
 */
export const peppolFixtures: string | null =
  configured !== null && existsSync(path.join(configured, 'xsd')) ? path.resolve(configured) : null;

const missing =
  configured === null
    ? 'skipped: PEPPOL_FIXTURES is not set, so the Peppol schemas are absent'
    : `skipped: the Peppol schemas are not in PEPPOL_FIXTURES (${configured})`;

/**
 * A test that needs the official schemas or examples: without them it is reported as skipped,
 * with the reason in its name, never as passed.
 */
export function itWithPeppolFixtures(
  name: string,
  test: (fixtures: string) => void | Promise<void>,
  timeout?: number,
): void {
  const fixtures = peppolFixtures;
  if (fixtures === null) it.skip(`${name} (${missing})`, () => undefined);
  else it(name, () => test(fixtures), timeout);
}

/** xmllint's complaints about the document, empty when it is valid UBL 2.1. */
export const schemaFindings = (xml: string): string[] => {
  const root = /<(Invoice|CreditNote)\b/.exec(xml)?.[1] ?? 'Invoice';
  if (peppolFixtures === null) throw new Error(`The Peppol schemas are missing: ${missing}`);
  const schema = path.join(peppolFixtures, `xsd/maindoc/UBL-${root}-2.1.xsd`);
  const dir = mkdtempSync(path.join(tmpdir(), 'ubl-'));
  const file = path.join(dir, 'document.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' });
    return [];
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return output.split('\n').filter((line) => line.trim() !== '' && !line.endsWith(' validates'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
