import type { MollieStandIn } from '../../../src/mollie/stand-in/mollie-stand-in.ts';

/**
 * Environment for a child process (a backend instance) whose @mollie/api-client and fetch
 * should trust `standIn`, for tests that point an app at a stand-in of their own with MOLLIE_*:
 * preloads trust-preload.ts with the certificate's file. Plain Node loads this file from source
 * (the browser tests' set-up), hence the `.ts` import.
 */
export function childProcessEnv(standIn: Pick<MollieStandIn, 'caCertFile'>): {
  NODE_OPTIONS: string;
  MOLLIE_STAND_IN_CA_FILE: string;
} {
  return {
    NODE_OPTIONS: `--import=${new URL('./trust-preload.ts', import.meta.url).href}`,
    MOLLIE_STAND_IN_CA_FILE: standIn.caCertFile,
  };
}
