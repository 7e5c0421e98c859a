import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ERROR_TABLE } from '../common/errors/error-codes.js';
import { AdminAuditRepository } from './admin-audit.repository.js';

type AdminRequest = Request & { user?: AuthenticatedUser };

const statusOf = (error: unknown): number => {
  if (error instanceof DomainException) return ERROR_TABLE[error.code].status;
  if (error instanceof HttpException) return error.getStatus();
  return 500;
};

const param = (request: AdminRequest, name: string): string | null => {
  const value = request.params[name];
  return typeof value === 'string' ? value.slice(0, 64) : null;
};

/**
 * Writes every admin request that passed the admin guard to the audit log, reads included (an
 * admin looking at a user's invoices is an access to their data), with its outcome. The entry is
 * written before the answer leaves; a failure to write it fails the request, so nothing an admin
 * does goes unrecorded.
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AdminAudit');

  constructor(private readonly audit: AdminAuditRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const action = context.getHandler().name;
    const record = (outcome: number) => this.record(request, action, outcome);
    return next.handle().pipe(
      mergeMap((value: unknown) => from(record(response.statusCode)).pipe(mergeMap(() => [value]))),
      catchError((error: unknown) =>
        from(record(statusOf(error))).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }

  /** `/api/admin/users/{id}/…` names a user (and maybe an invoice); `/email-queue/{id}` a record. */
  private targets(request: AdminRequest): { targetUserId: string | null; targetId: string | null } {
    const onQueue = request.path.startsWith('/api/admin/email-queue');
    return onQueue
      ? { targetUserId: null, targetId: param(request, 'id') }
      : { targetUserId: param(request, 'id'), targetId: param(request, 'invoiceId') };
  }

  private async record(request: AdminRequest, action: string, outcome: number): Promise<void> {
    const admin = request.user;
    if (admin === undefined) return;
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action,
      ...this.targets(request),
      outcome,
    });
    this.logger.log(`${admin.email} ${action} ${request.originalUrl} -> ${outcome}`);
  }
}
