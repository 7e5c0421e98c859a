import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokensService } from '../common/auth/access-tokens.service.js';
import { PersonalTokenAuthRepository } from './personal-token-auth.repository.js';
import { PersonalTokenEntity } from './personal-token.entity.js';
import { PersonalTokensController } from './personal-tokens.controller.js';
import { PersonalTokensRepository } from './personal-tokens.repository.js';
import { PersonalTokensService } from './personal-tokens.service.js';

/**
 * Personal access tokens: their routes, and the check that lets `Authorization: Bearer pat_…`
 * through the global guard, registered with AccessTokensService when the module starts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PersonalTokenEntity])],
  controllers: [PersonalTokensController],
  providers: [PersonalTokensRepository, PersonalTokenAuthRepository, PersonalTokensService],
  exports: [PersonalTokensService],
})
export class PersonalTokensModule implements OnModuleInit {
  constructor(
    private readonly accessTokens: AccessTokensService,
    private readonly tokens: PersonalTokensService,
  ) {}

  onModuleInit(): void {
    this.accessTokens.acceptPersonalTokensWith((secret) => this.tokens.authenticate(secret));
  }
}
