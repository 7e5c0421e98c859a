import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { DomainException } from '../errors/domain.exception.js';
import { validationException } from '../errors/validation-errors.js';
import { unstorableTextError, unstorableTextPaths } from './unstorable-text.js';

/**
 * ValidationPipe, after refusing text PostgreSQL cannot store in a query string (`?q=%00` would
 * otherwise reach a LIKE and fail as a 500) or a path parameter. JSON bodies are checked once,
 * as they are parsed (`common/http/json-body-parser.ts`).
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query') {
      const error = unstorableTextError(value, metadata.data);
      if (error) throw error;
    }
    // A path names a stored thing, and nothing stored can have this name: like a malformed id.
    if (metadata.type === 'param' && unstorableTextPaths(value).length > 0) {
      throw new DomainException('NOT_FOUND');
    }
    return super.transform(value, metadata);
  }
}

/**
 * How every request body and query is checked: unknown fields refused, values transformed to
 * their DTO class, errors in the API's shape. Routes that validate items one by one (bulk) use
 * the same pipe, so an item is judged exactly as the single-item route would judge it.
 */
export const createApiValidationPipe = (): ValidationPipe =>
  new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationException,
  });
