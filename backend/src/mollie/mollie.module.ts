import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../common/crypto/secret-box.js';
import { SettingsModule } from '../settings/settings.module.js';
import { MollieConnectStateEntity } from './mollie-connect-state.entity.js';
import { MollieConnectStatesRepository } from './mollie-connect-states.repository.js';
import { MollieConnectService } from './mollie-connect.service.js';
import { MollieConnectionEntity } from './mollie-connection.entity.js';
import { MollieConnectionsRepository } from './mollie-connections.repository.js';
import { MollieConnectionsService } from './mollie-connections.service.js';
import { MollieController } from './mollie.controller.js';
import { MollieEndpoint } from './mollie-endpoint.js';
import { MollieOAuthClient } from './mollie-oauth.client.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([MollieConnectionEntity, MollieConnectStateEntity]),
    SettingsModule,
  ],
  controllers: [MollieController],
  providers: [
    SecretBox,
    MollieEndpoint,
    MollieOAuthClient,
    MollieConnectionsRepository,
    MollieConnectStatesRepository,
    MollieConnectionsService,
    MollieConnectService,
  ],
  exports: [MollieConnectionsService, MollieEndpoint],
})
export class MollieModule {}
