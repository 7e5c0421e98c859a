import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { LOGO_MAX_BYTES } from '@app/contracts/settings';
import { LOGO_FIELD, LOGO_MESSAGES, logoFileError, logoTooLarge } from './logo-errors.js';

/** What the upload route hands the service: the file's bytes and the name the browser gave. */
export type UploadedLogo = { originalname: string; buffer: Buffer; size: number };

type RequestWithLogo = Request & { file?: UploadedLogo };

/**
 * One file in the field `file` and nothing else. multer stops reading at LOGO_MAX_BYTES + 1, so
 * an oversized upload is cut off (the rest of the request is read and discarded, never kept),
 * and it answers before any more of it is held in memory. Filenames are read as UTF-8, as
 * browsers send them.
 */
const parseLogoUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  defParamCharset: 'utf8',
}).single(LOGO_FIELD);

/** multer's and busboy's errors, in the API's error shape and naming the field. */
function uploadError(error: unknown): Error {
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? logoTooLarge()
      : logoFileError('VALIDATION_FAILED', LOGO_MESSAGES.oneFileOnly);
  }
  return logoFileError('VALIDATION_FAILED', LOGO_MESSAGES.malformed);
}

/**
 * Parses the logo upload (runs after the guard, so nobody signed out can make us read a byte).
 * A request that is not multipart/form-data is refused with 415; one without a file with 400.
 * The global JSON parser leaves multipart bodies alone (common/http/json-body-parser.ts).
 */
@Injectable()
export class LogoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<RequestWithLogo>();
    const response = context.switchToHttp().getResponse<Response>();
    // No Content-Type: no body was sent, so no file (400 below), rather than a wrong type.
    if (request.headers['content-type'] !== undefined) {
      if (!request.is('multipart/form-data')) {
        throw logoFileError('UNSUPPORTED_MEDIA_TYPE', LOGO_MESSAGES.notMultipart);
      }
      await new Promise<void>((resolve, reject) => {
        parseLogoUpload(request, response, (error?: unknown) =>
          error ? reject(uploadError(error)) : resolve(),
        );
      });
    }
    if (request.file === undefined) {
      throw logoFileError('VALIDATION_FAILED', LOGO_MESSAGES.missing);
    }
    return next.handle();
  }
}

/** The file LogoUploadInterceptor accepted. */
export const UploadedLogoFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedLogo => {
    const file = context.switchToHttp().getRequest<RequestWithLogo>().file;
    if (file === undefined) throw logoFileError('VALIDATION_FAILED', LOGO_MESSAGES.missing);
    return file;
  },
);
