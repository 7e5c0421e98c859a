import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokensService } from './access-tokens.service.js';
import { AuthGuard } from './auth.guard.js';

/** The guard every route passes and the token service it verifies with (sign-in issues them). */
@Global()
@Module({
  providers: [AccessTokensService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AccessTokensService],
})
export class AuthCoreModule {}
