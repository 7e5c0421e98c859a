/**
 * `text` for use inside a LIKE pattern, matching only itself: the wildcards `%` and `_` and the
 * escape character are escaped. The escape character is the backslash, PostgreSQL's default, so
 * the query needs no ESCAPE clause.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
