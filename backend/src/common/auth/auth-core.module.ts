import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokensService } from './access-tokens.service.js';
import { AuthGuard } from './auth.guard.js';
import { RevokedSessionsRepository } from './revoked-sessions.repository.js';
import { RevokedSessionsService } from './revoked-sessions.service.js';

/**
 * The guard every route passes, the token service it verifies with (sign-in issues them) and the
 * revoked sessions whose tokens it refuses.
 */
@Global()
@Module({
  providers: [
    AccessTokensService,
    RevokedSessionsService,
    RevokedSessionsRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AccessTokensService, RevokedSessionsService],
})
export class AuthCoreModule {}
