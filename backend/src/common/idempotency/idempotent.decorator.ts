import { applyDecorators } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency-request.js';

/**
 * Puts the interceptor first among the route's own: it then wraps them (an ETag they set is part
 * of the stored answer), wherever the decorator stands among them.
 */
const FirstInterceptor: MethodDecorator = (_target, _key, descriptor) => {
  const handler = descriptor.value as object;
  const others = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[]) ?? []).filter(
    (interceptor) => interceptor !== IdempotencyInterceptor,
  );
  Reflect.defineMetadata(INTERCEPTORS_METADATA, [IdempotencyInterceptor, ...others], handler);
  return descriptor;
};

/**
 * A create or send that honours `Idempotency-Key` (docs/data-api.md, "Idempotent writes"): the
 * same key and body answer the first answer again (`Idempotent-Replayed: true`) and do nothing
 * twice; the key with another request answers 422; while the first is still running, a repeat
 * waits a few seconds, then answers 409.
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(
    FirstInterceptor,
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes").',
      schema: {
        type: 'string',
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
        pattern: '^[\\x20-\\x7E]+$',
        example: '3f0c2a9e-5d1b-4c8e-9a51-2b7d6f1e0c44',
      },
    }),
    ApiResponse({
      status: 409,
      type: ErrorBodyDto,
      description:
        'code IDEMPOTENCY_KEY_IN_PROGRESS: a request with this Idempotency-Key is still running; retry after Retry-After seconds to get its answer',
    }),
    ApiResponse({
      status: 422,
      type: ErrorBodyDto,
      description:
        'code IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another request (body, path or method); nothing was done',
    }),
  );
}
