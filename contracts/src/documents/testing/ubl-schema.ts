import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The OASIS UBL 2.1 schema check of a generated e-invoice (xmllint), for the specs and the
 * browser test. Not part of the public entry.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

/** The official fixtures live beside the repository (../shared/peppol), never inside it. */
export const peppolFixtures = (): string => {
  const candidates = [
    process.env.PEPPOL_FIXTURES,
    path.resolve(repoRoot, '../shared/peppol'),
    '/work/shared/peppol',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'xsd')));
  if (found === undefined) {
    throw new Error(`The Peppol fixtures are missing; looked in ${candidates.join(', ')}`);
  }
  return found;
};

/** xmllint's complaints about the document, empty when it is valid UBL 2.1. */
export const schemaFindings = (xml: string): string[] => {
  const root = /<(Invoice|CreditNote)\b/.exec(xml)?.[1] ?? 'Invoice';
  const schema = path.join(peppolFixtures(), `xsd/maindoc/UBL-${root}-2.1.xsd`);
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
