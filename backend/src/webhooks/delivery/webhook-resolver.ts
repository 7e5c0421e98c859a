import { lookup } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * Host names to addresses, once per try: the delivery checks every address it gets and then
 * connects to the one it checked, never resolving again (no DNS rebinding between the check and
 * the connection). A class so a test can stand in for DNS.
 */
@Injectable()
export class WebhookResolver {
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  }
}
