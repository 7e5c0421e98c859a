import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { IdentityProvidersService } from './identity-providers.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInFlowService } from './sign-in-flow.service.js';
import { SignInService } from './sign-in/sign-in.service.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [IdentityProvidersService, SessionsService, SignInService, SignInFlowService],
  exports: [SessionsService],
})
export class AuthModule {}
