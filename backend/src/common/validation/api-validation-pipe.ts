import { ValidationPipe } from '@nestjs/common';
import { validationException } from '../errors/validation-errors.js';

/**
 * How every request body and query is checked: unknown fields refused, values transformed to
 * their DTO class, errors in the API's shape. Routes that validate items one by one (bulk) use
 * the same pipe, so an item is judged exactly as the single-item route would judge it.
 */
export const createApiValidationPipe = (): ValidationPipe =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationException,
  });
