/** Flattens nested translation keys: `{ a: { b: 'x' } }` -> `['a.b']`. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return prefix === '' ? [] : [prefix];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

export type LocaleFile = {
  /** Where the file is, for the message: `shell/src/locales/nl/shell.json`. */
  readonly path: string;
  readonly content: unknown;
};

/** One line per key that one language has and the other lacks, naming the app, file and key. */
export function diffLocaleKeys(app: string, left: LocaleFile, right: LocaleFile): string[] {
  const leftKeys = new Set(flattenKeys(left.content));
  const rightKeys = new Set(flattenKeys(right.content));
  const missing = (from: LocaleFile, keys: Set<string>, other: Set<string>, to: LocaleFile) =>
    [...keys]
      .filter((key) => !other.has(key))
      .map((key) => `${app}: ${to.path} lacks "${key}" (present in ${from.path})`);
  return [
    ...missing(left, leftKeys, rightKeys, right),
    ...missing(right, rightKeys, leftKeys, left),
  ];
}

/** One line per object whose keys are not in sorted order. */
export function unsortedKeys(
  file: LocaleFile,
  value: unknown = file.content,
  prefix = '',
): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [];
  }
  const keys = Object.keys(value);
  // Plain code-unit order, as JSON sorting tools and i18next-parser produce it.
  const sorted = [...keys].sort();
  const here =
    keys.join() === sorted.join()
      ? []
      : [`${file.path}: keys of "${prefix || '(root)'}" are not sorted`];
  const nested = Object.entries(value).flatMap(([key, child]) =>
    unsortedKeys(file, child, prefix === '' ? key : `${prefix}.${key}`),
  );
  return [...here, ...nested];
}
