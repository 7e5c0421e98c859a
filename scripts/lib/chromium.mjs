// The system Chromium every browser tool here drives (tests, benchmarks, Lighthouse).
import { existsSync } from 'node:fs';

/**
 * Headless, without sandbox or GPU, and with nothing that calls out (the network here is closed):
 * the flags recorded in docs/decisions.md.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else Debian's Chromium; fails with how to install one when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.filter(Boolean).find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: `apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}
