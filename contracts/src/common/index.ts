export { isRecord, textOf, type UnknownRecord } from './records.js';
