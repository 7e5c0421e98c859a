import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import * as reactI18next from './react-i18next';
import * as reactRouterDom from './react-router-dom';

const frontendsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What the browser gets for each narrowed singleton (frontends/webpack.base.cjs). */
const narrowed: Record<string, Record<string, unknown>> = {
  'react-router-dom': reactRouterDom,
  'react-i18next': reactI18next,
};

/** The sources that end up in a browser bundle: not specs, test helpers or the pre-renderer. */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'testing', 'prerender', 'e2e'].includes(entry.name)
        ? []
        : browserSources(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.(spec|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Import = { file: string; name: string };

/** Names imported as values from `packageName` (type-only imports are erased by the compiler). */
function valueImports(source: string, packageName: string): string[] | 'not named' {
  const names: string[] = [];
  const quoted = packageName.replace(/[/-]/g, '\\$&');
  for (const match of source.matchAll(
    new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+'${quoted}'`, 'g'),
  )) {
    if (match[1] !== undefined) continue;
    const clause = match[2] ?? '';
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (braces === null) return 'not named';
    for (const specifier of (braces[1] ?? '').split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0] ?? '';
      if (name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function importsOf(packageName: string): Import[] {
  const apps = readdirSync(frontendsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(frontendsDir, entry.name, 'src'));
  return apps
    .flatMap((dir) => {
      try {
        return browserSources(dir);
      } catch {
        return [];
      }
    })
    .filter((file) => !file.includes(`${path.sep}shared-modules${path.sep}`))
    .flatMap((file) => {
      const names = valueImports(readFileSync(file, 'utf8'), packageName);
      const relative = path.relative(frontendsDir, file);
      if (names === 'not named') return [{ file: relative, name: '* or default' }];
      return names.map((name) => ({ file: relative, name }));
    });
}

describe.each(Object.keys(narrowed))('the shared %s singleton', (packageName) => {
  const provided = narrowed[packageName] ?? {};

  it('provides everything the frontends import from it', () => {
    const imports = importsOf(packageName);
    // Guards the scan itself: every package listed here is in use somewhere.
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.filter(({ name }) => provided[name] === undefined);
    expect(
      missing.map(
        ({ file, name }) =>
          `${file} imports ${name}: add it to platform/src/shared-modules/${packageName}.ts`,
      ),
    ).toEqual([]);
  });

  it('provides nothing that no frontend imports', () => {
    const used = new Set(importsOf(packageName).map(({ name }) => name));
    expect(Object.keys(provided).filter((name) => !used.has(name))).toEqual([]);
  });
});
