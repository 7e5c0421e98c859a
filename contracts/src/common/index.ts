export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.js';
export { isRecord, textOf, type UnknownRecord } from './records.js';
export { UNSTORABLE_TEXT_MESSAGE, isStorableText, toStorableText } from './storable-text.js';
export { WhatwgUrl, type ParsedUrl } from './url.js';
export { isWholeNumberIn } from './whole-number.js';
export { formatRelativeTime } from './relative-time.js';
export type { SameShape, TypesMatch } from './same-shape.js';
export { COUNT_CAP, formatListTotal, type ListPageInfo } from './list-page.js';
