import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaries } from '../../../eslint/boundaries-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'boundaries/no-import-cycles';

/** The rule alone, with no exceptions, over the files under `cwd`. */
function strictLinter(cwd: string): ESLint {
  return new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser as never },
        plugins: { boundaries },
        rules: { [RULE]: 'error' },
      },
    ],
  });
}

const fixtures = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** Writes a small project of its own and answers, per file, the cycles the rule found. */
async function cyclesIn(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(path.join(fixtures, 'case-'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  const results = await strictLinter(dir).lintFiles(
    Object.keys(files).map((file) => path.join(dir, file)),
  );
  return Object.fromEntries(
    results.map((result) => [
      path.relative(dir, result.filePath).split(path.sep).join('/'),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}

describe('the lint rule against import cycles', () => {
  it('refuses two files that import each other', async () => {
    await expect(
      cyclesIn({
        'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
      }),
    ).resolves.toEqual({ 'a.ts': [RULE], 'b.ts': [RULE] });
  });

  it('accepts a chain without a cycle', async () => {
    await expect(
      cyclesIn({
        'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
        'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
        'c.ts': 'export const c = 1;\n',
      }),
    ).resolves.toEqual({ 'a.ts': [], 'b.ts': [], 'c.ts': [] });
  });

  it('follows a longer cycle through an index file and extensionless imports', async () => {
    await expect(
      cyclesIn({
        'invoice/index.ts': "export { save } from './save.js';\n",
        'invoice/save.ts':
          "import type { Settings } from '../settings/types';\nexport const save = (s: Settings) => s;\n",
        'settings/types.ts':
          "import type { save } from '../invoice';\nexport type Settings = { save: typeof save };\n",
        'other.tsx': "import { save } from './invoice/index.js';\nexport const other = save;\n",
      }),
    ).resolves.toEqual({
      'invoice/index.ts': [RULE],
      'invoice/save.ts': [RULE],
      'settings/types.ts': [RULE],
      'other.tsx': [],
    });
  });

  it('counts type-only imports, and leaves a lazy import() alone', async () => {
    await expect(
      cyclesIn({
        'typed-a.ts': "import type { B } from './typed-b.js';\nexport type A = { b?: B };\n",
        'typed-b.ts': "import type { A } from './typed-a.js';\nexport type B = { a?: A };\n",
        'main.ts': "// import { start } from './bootstrap.js';\nvoid import('./bootstrap.js');\n",
        'bootstrap.ts': "import './main.js';\nexport const start = 1;\n",
      }),
    ).resolves.toEqual({
      'typed-a.ts': [RULE],
      'typed-b.ts': [RULE],
      'main.ts': [],
      'bootstrap.ts': [],
    });
  });

  it('is on for the backend, contracts and the frontends', async () => {
    const project = new ESLint({ cwd: root });
    for (const [file, source] of [
      ['backend/src/widgets/widget.ts', './widget.js'],
      ['contracts/src/widgets/widget.ts', './widget.js'],
      ['frontends/admin/src/features/widgets/Widget.tsx', './Widget'],
    ]) {
      const [result] = await project.lintText(
        `import { widget } from '${source}';\nexport const widget = 1;\nexport const again = widget;\n`,
        { filePath: path.join(root, file!) },
      );
      expect(result!.messages.map((message) => message.ruleId)).toContain(RULE);
    }
  });
});
