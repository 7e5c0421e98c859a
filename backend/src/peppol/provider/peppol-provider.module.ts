import { Module } from '@nestjs/common';
import { PeppolEndpoint } from '../peppol-endpoint.js';
import { RECOMMAND_TIMEOUTS_TOKEN, RecommandClient } from '../recommand/recommand.client.js';
import { RECOMMAND_TIMEOUTS } from '../recommand/recommand-http.js';
import { PeppolProvider } from './peppol-provider.js';

/**
 * The Peppol access point, for every module that talks to it: PeppolProvider (Recommand's
 * client) and PeppolEndpoint (where it is, whether Peppol is offered; the stand-in's owner).
 */
@Module({
  providers: [
    PeppolEndpoint,
    { provide: RECOMMAND_TIMEOUTS_TOKEN, useValue: RECOMMAND_TIMEOUTS },
    { provide: PeppolProvider, useClass: RecommandClient },
  ],
  exports: [PeppolProvider, PeppolEndpoint],
})
export class PeppolProviderModule {}
