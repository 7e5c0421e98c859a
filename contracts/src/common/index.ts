export { isRecord, type UnknownRecord } from './records.js';
