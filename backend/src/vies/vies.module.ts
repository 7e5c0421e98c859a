import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VatNumberCheckEntity } from './vat-number-check.entity.js';
import { VatNumberChecksRepository } from './vat-number-checks.repository.js';
import { VatNumbersController } from './vat-numbers.controller.js';
import { VatNumbersService } from './vat-numbers.service.js';
import { VIES_TIMEOUT, VIES_TIMEOUT_MS, ViesClient } from './vies.client.js';
import { ViesEndpoint } from './vies-endpoint.js';

/** Checking customers' VAT numbers against VIES (issue 32). */
@Module({
  imports: [TypeOrmModule.forFeature([VatNumberCheckEntity])],
  controllers: [VatNumbersController],
  providers: [
    ViesEndpoint,
    ViesClient,
    { provide: VIES_TIMEOUT, useValue: VIES_TIMEOUT_MS },
    VatNumberChecksRepository,
    VatNumbersService,
  ],
})
export class ViesModule {}
