import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { IdentityProvidersService } from './identity-providers.service.js';
import { RefreshTokensRepository } from './sessions/refresh-tokens.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInFlowService } from './sign-in-flow.service.js';
import { SignInService } from './sign-in/sign-in.service.js';
import { UserIdentitiesRepository } from './sign-in/user-identities.repository.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    IdentityProvidersService,
    SessionsService,
    SignInService,
    SignInFlowService,
    RefreshTokensRepository,
    UserIdentitiesRepository,
  ],
  exports: [SessionsService],
})
export class AuthModule {}
