export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.js';
export { isRecord, type UnknownRecord } from './records.js';
