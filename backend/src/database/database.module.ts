import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { dataSourceOptions } from './data-source-options.js';
import { Transactions } from './transactions.js';

/** The connection, and `Transactions` for every module's services. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl)
          throw new Error('No database URL: the embedded PostgreSQL did not start');
        return dataSourceOptions(config.databaseUrl);
      },
    }),
  ],
  providers: [Transactions],
  exports: [Transactions],
})
export class DatabaseModule {}
