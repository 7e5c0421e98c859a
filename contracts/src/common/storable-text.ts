// Without the `u` flag a regular expression reads UTF-16 code units, which is what a lone
// surrogate is: the lookarounds let a high half through only before a low half, and back.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Text PostgreSQL can hold: no U+0000 (a text column refuses the byte, jsonb the escape) and no
 * surrogate half without its partner (jsonb refuses `\ud800`; UTF-8 cannot encode it at all).
 * A well-formed pair (an emoji) is ordinary text. Browsers rarely produce either character, but
 * an API client, a paste from a binary file or a cut through the middle of an emoji can.
 */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The same text with each unstorable character replaced by U+FFFD (to show or log it safely). */
export const toStorableText = (text: string): string =>
  text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd');

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (U+0000 or half of a surrogate pair)';
