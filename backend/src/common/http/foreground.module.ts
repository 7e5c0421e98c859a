import { Global, Module } from '@nestjs/common';
import { ForegroundRequests } from './foreground-requests.js';

/** One count of the API's requests in flight per instance, for the middleware and the sweeps. */
@Global()
@Module({ providers: [ForegroundRequests], exports: [ForegroundRequests] })
export class ForegroundModule {}
