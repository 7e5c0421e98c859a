// The workspace's own import graph, for boundaries/no-import-cycles. Read from disk with the
// TypeScript scanner (comments, strings and templates are skipped without a full parse) and
// cached per file by modification time and size: a lint run reads each file once, and a
// long-lived process (an editor's ESLint server, a test) still sees files that changed.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE_EXTENSIONS = ['.ts', '.tsx'];
const JS_EXTENSION = /\.(?:m?js|jsx)$/;
const ASSET_EXTENSION = /\.(?:css|json|svg|png|jpe?g|webp|woff2?|ttf|html|md|txt|cjs)$/i;

/** file -> { mtimeMs, size, specifiers } */
const parsed = new Map();

/**
 * What the disk looked like a moment ago: file stats and resolved imports, shared by the files
 * of one lint run (a few hundred files all walk the same graph) and renewed once it is a second
 * old, so a long-lived process never works from an older picture than that.
 */
const SNAPSHOT_LIFETIME_MS = 1000;
let snapshot = null;

function currentSnapshot() {
  const now = Date.now();
  if (snapshot === null || now - snapshot.takenAt > SNAPSHOT_LIFETIME_MS) {
    snapshot = { takenAt: now, stats: new Map(), resolved: new Map() };
  }
  return snapshot;
}

/**
 * A dynamic `import()` loads its module later, when both sides have finished evaluating: it is
 * how a lazy boundary (main.ts -> bootstrap, a remote's page) is drawn, so it closes no cycle.
 */
function isDynamicImport(text, position) {
  const before = text.slice(Math.max(0, position - 80), position);
  return /\bimport\s*\((?:\s|\/\*[\s\S]*?\*\/)*$/.test(before);
}

/** The module specifiers a file's source imports or re-exports statically, type-only included. */
export function staticSpecifiers(text) {
  return ts
    .preProcessFile(text, true, false)
    .importedFiles.filter((file) => !isDynamicImport(text, file.pos))
    .map((file) => file.fileName);
}

function fileStat(file, memo) {
  if (!memo.has(file)) {
    let stat = null;
    try {
      const found = statSync(file);
      if (found.isFile()) stat = found;
    } catch {
      // A file that is not there resolves to nothing.
    }
    memo.set(file, stat);
  }
  return memo.get(file);
}

/** Files an import may name (tsc nodenext and webpack resolve ours): `.js` is its `.ts`. */
function candidates(target) {
  if (CODE_EXTENSIONS.some((extension) => target.endsWith(extension))) return [target];
  if (JS_EXTENSION.test(target)) {
    const stem = target.replace(JS_EXTENSION, '');
    return CODE_EXTENSIONS.map((extension) => stem + extension);
  }
  // A stylesheet, JSON or image is never part of a cycle of code.
  if (ASSET_EXTENSION.test(target)) return [];
  return [
    ...CODE_EXTENSIONS.map((extension) => target + extension),
    ...CODE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
}

/** The workspace's path aliases (tsconfig.base.json `paths`), as [prefix, suffix, targets]. */
function readAliases(root) {
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
    return Object.entries(config.compilerOptions?.paths ?? {}).map(([pattern, targets]) => {
      const [prefix, suffix = ''] = pattern.split('*');
      return { pattern, prefix, suffix, targets: targets.map((t) => path.resolve(root, t)) };
    });
  } catch {
    return [];
  }
}

const aliasesByRoot = new Map();

function aliasTargets(specifier, root) {
  if (!aliasesByRoot.has(root)) aliasesByRoot.set(root, readAliases(root));
  for (const alias of aliasesByRoot.get(root)) {
    const wildcard = alias.pattern.includes('*');
    const matches = wildcard
      ? specifier.startsWith(alias.prefix) &&
        specifier.endsWith(alias.suffix) &&
        specifier.length >= alias.prefix.length + alias.suffix.length
      : specifier === alias.pattern;
    if (!matches) continue;
    const star = wildcard
      ? specifier.slice(alias.prefix.length, specifier.length - alias.suffix.length)
      : '';
    return alias.targets.map((target) => target.replace('*', star));
  }
  return null;
}

/**
 * One lint of one file: resolves imports to the workspace's own TypeScript files and walks the
 * graph. `current` is the file being linted, whose text comes from ESLint (it may be unsaved).
 */
export class ImportGraph {
  constructor(root, current) {
    this.root = root;
    this.current = current;
    ({ stats: this.stats, resolved: this.resolved } = currentSnapshot());
    // Files already searched without finding the way back: a cycle cannot pass through them.
    this.deadEnds = new Set();
  }

  exists(file) {
    return file === this.current || fileStat(file, this.stats) !== null;
  }

  /** The workspace file `specifier` names from `from`, or null (a package, an asset, missing). */
  resolve(from, specifier) {
    const key = `${from}\0${specifier}`;
    if (this.resolved.has(key)) return this.resolved.get(key);
    const targets = specifier.startsWith('.')
      ? [path.resolve(path.dirname(from), specifier)]
      : aliasTargets(specifier, this.root);
    let file = null;
    for (const target of targets ?? []) {
      file = candidates(target).find((candidate) => this.exists(candidate)) ?? null;
      if (file !== null) break;
    }
    if (file !== null && file.split(path.sep).includes('node_modules')) file = null;
    // A file being linted from an editor's buffer may not be on disk: keep it out of the
    // shared picture.
    if (file !== this.current) this.resolved.set(key, file);
    return file;
  }

  /** The files `file` imports statically, read from disk (cached while the file is unchanged). */
  importsOf(file) {
    const stat = fileStat(file, this.stats);
    if (stat === null) return [];
    let entry = parsed.get(file);
    if (entry === undefined || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        specifiers: staticSpecifiers(readFileSync(file, 'utf8')),
      };
      parsed.set(file, entry);
    }
    return entry.specifiers
      .map((specifier) => this.resolve(file, specifier))
      .filter((target) => target !== null);
  }

  /** The shortest import path from `start` back to the current file, or null (no cycle). */
  pathBack(start) {
    if (start === this.current) return [start];
    if (this.deadEnds.has(start)) return null;
    const previous = new Map([[start, null]]);
    const queue = [start];
    for (let index = 0; index < queue.length; index += 1) {
      const file = queue[index];
      for (const next of this.importsOf(file)) {
        if (previous.has(next) || this.deadEnds.has(next)) continue;
        previous.set(next, file);
        if (next === this.current) {
          const chain = [];
          for (let step = next; step !== null; step = previous.get(step)) chain.unshift(step);
          return chain;
        }
        queue.push(next);
      }
    }
    for (const file of queue) this.deadEnds.add(file);
    return null;
  }
}
