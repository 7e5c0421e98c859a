import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Only CI's entry point may look beside the clone (for fixtures the repository does not hold);
 * tests that need them read PEPPOL_FIXTURES and report a named skip without it.
 */
const MAY_LOOK_BESIDE = new Set(['.ci/run']);

const tracked = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(md|ts|tsx|mjs|cjs|js|json|ya?ml)$/.test(file) || file === '.ci/run')
    .filter((file) => !file.endsWith('package-lock.json'));

describe('the repository', () => {
  it('stands on its own: no document, script or code comment sends a reader outside it', () => {
    const outside = /\.\.\/shared\b|\/work\/shared\b/;
    // A module specifier (`from '../../shared/api'`) names a folder inside the repository.
    const specifiers =
      /\bfrom\s+(['"])[^'"]*\1|\bimport\(\s*(['"])[^'"]*\2\s*\)|jest\.\w+\(\s*(['"])[^'"]*\3/g;
    const offenders = tracked()
      .filter((file) => !MAY_LOOK_BESIDE.has(file))
      .filter((file) =>
        outside.test(readFileSync(path.join(root, file), 'utf8').replace(specifiers, '')),
      );
    expect(offenders).toEqual([]);
  });

  it('holds the specification that code comments cite as "spec §N"', () => {
    const spec = readFileSync(path.join(root, 'docs/product-spec.md'), 'utf8');
    for (const section of ['## 1.', '## 2.', '## 3.', '## 4.', '## 5.', '## 6.', '## 7.']) {
      expect(spec).toContain(section);
    }
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('docs/product-spec.md');
  });
});
