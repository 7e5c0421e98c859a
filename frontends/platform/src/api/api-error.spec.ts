import { describe, expect, it } from '@jest/globals';
import { apiErrorOf } from './api-error';

describe('apiErrorOf', () => {
  it('reads the code and the named fields of an API error body', () => {
    expect(
      apiErrorOf({
        status: 400,
        data: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          fields: [{ field: 'items.0.price', message: 'must be a number string' }],
        },
      }),
    ).toEqual({ code: 'VALIDATION_FAILED', status: 400, fields: ['items.0.price'] });
  });

  it.each([
    ['a fetch that never got an answer', { status: 'FETCH_ERROR' as const, error: 'offline' }],
    ['a serialized thrown error', { name: 'Error', message: 'boom' }],
    ['nothing', undefined],
  ])('calls %s a network error', (_case, error) => {
    expect(apiErrorOf(error)).toEqual({ code: 'NETWORK_ERROR', status: null, fields: [] });
  });

  it.each([
    [502, '<html>Bad gateway</html>', 'INTERNAL_ERROR'],
    [400, { code: 'SOMETHING_NEW' }, 'BAD_REQUEST'],
  ])('falls back by status when a %s body has no known code', (status, data, code) => {
    expect(apiErrorOf({ status, data }).code).toBe(code);
  });
});
