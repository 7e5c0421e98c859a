import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@app/contracts/routing';
import { diffLocaleKeys, unsortedKeys, type LocaleFile } from './locale-keys';

const frontendsDir = fileURLToPath(new URL('../../..', import.meta.url));

function localeDirsByApp(): Array<[app: string, dir: string]> {
  return readdirSync(frontendsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry): [string, string] => [
      entry.name,
      join(frontendsDir, entry.name, 'src', 'locales'),
    ])
    .filter(([, dir]) => existsSync(dir));
}

function readLocaleFile(app: string, language: string, file: string): LocaleFile {
  const relative = `${app}/src/locales/${language}/${file}`;
  const absolute = join(frontendsDir, relative);
  if (!existsSync(absolute)) {
    return { path: `${relative} (missing)`, content: {} };
  }
  return { path: relative, content: JSON.parse(readFileSync(absolute, 'utf8')) as unknown };
}

function fileNames(dir: string, language: string): string[] {
  const languageDir = join(dir, language);
  return existsSync(languageDir)
    ? readdirSync(languageDir).filter((name) => name.endsWith('.json'))
    : [];
}

const apps = localeDirsByApp();

describe('locale files', () => {
  it('exist for the shell, the remotes and platform', () => {
    expect(apps.map(([app]) => app)).toEqual(
      expect.arrayContaining(['admin', 'editor', 'platform', 'public-pages', 'shell']),
    );
  });

  it.each(apps)('%s has the same keys in every language', (app, dir) => {
    const [first, ...others] = languages;
    const files = [...new Set(languages.flatMap((language) => fileNames(dir, language)))].sort();
    const problems = files.flatMap((file) =>
      others.flatMap((other) =>
        diffLocaleKeys(app, readLocaleFile(app, first, file), readLocaleFile(app, other, file)),
      ),
    );
    expect(problems).toEqual([]);
  });

  it.each(apps)('%s keeps its keys sorted', (app, dir) => {
    const problems = languages.flatMap((language) =>
      fileNames(dir, language).flatMap((file) => unsortedKeys(readLocaleFile(app, language, file))),
    );
    expect(problems).toEqual([]);
  });
});
