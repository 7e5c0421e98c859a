import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../crypto/secret-box.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';
import { IdempotencySweepService } from './idempotency-sweep.service.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyService } from './idempotency.service.js';

/** `Idempotency-Key` for every route marked `@Idempotent()`, and the sweep of expired keys. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKeyEntity])],
  providers: [
    SecretBox,
    IdempotencyKeysRepository,
    IdempotencyService,
    IdempotencyInterceptor,
    IdempotencySweepService,
  ],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
