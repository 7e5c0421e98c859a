import type { LogoType } from '@app/contracts/settings';
import type { LogoOutcome } from './logo-image.js';

/** Types only: the messages between the server and its logo render process. */
export type RenderRequest = { id: number; input: Uint8Array; type: LogoType };

export type RenderReply =
  | { ready: true }
  | { id: number; outcome: LogoOutcome }
  /** The pipeline threw something that is not a refusal: a bug, logged by the server. */
  | { id: number; failed: string };
