import { Injectable } from '@nestjs/common';

/**
 * Whether this instance began a graceful stop: from the signal on, readiness answers 503 so a
 * load balancer sends new requests elsewhere while the ones under way finish.
 */
@Injectable()
export class ShutdownState {
  private began = false;

  begin(): void {
    this.began = true;
  }

  get shuttingDown(): boolean {
    return this.began;
  }
}
