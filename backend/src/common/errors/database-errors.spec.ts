import { describe, expect, it } from '@jest/globals';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { databaseErrorCode } from './database-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** How TypeORM hands on a driver error: its own error, the pg error inside. */
const queryFailed = (inner: Error) =>
  Object.assign(new Error(inner.message), { driverError: inner });

describe('databaseErrorCode', () => {
  it.each([
    ['a statement timeout (57014)', queryFailed(withCode('57014'))],
    ['a lock timeout (55P03)', queryFailed(withCode('55P03'))],
    ['too many connections (53300)', withCode('53300')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
  ])('calls %s DATABASE_BUSY', (_, error) => {
    expect(databaseErrorCode(error)).toBe('DATABASE_BUSY');
  });

  it.each([
    ['an administrator shutdown (57P01)', queryFailed(withCode('57P01'))],
    ['a connection failure (08006)', withCode('08006')],
    ['a database starting up (57P03)', withCode('57P03')],
    [
      'a refused connection on every address',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection that broke', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a transaction whose connection broke under it', new QueryRunnerAlreadyReleasedError()],
    [
      "a transaction's manager whose connection broke under it",
      new QueryRunnerProviderAlreadyReleasedError(),
    ],
  ])('calls %s DATABASE_UNAVAILABLE', (_, error) => {
    expect(databaseErrorCode(error)).toBe('DATABASE_UNAVAILABLE');
  });

  it.each([
    ['a unique violation', queryFailed(withCode('23505'))],
    ['a bug', new TypeError('x is undefined')],
    ['a non-error', 'nope'],
  ])('leaves %s alone (it stays a 500)', (_, error) => {
    expect(databaseErrorCode(error)).toBeNull();
  });
});
