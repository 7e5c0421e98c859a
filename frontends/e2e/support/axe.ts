// The journeys' accessibility check: axe-core run in the page as it is, serious and critical
// findings only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the page gets: selectors only, as AxeBuilder sends them. */
type Context = { include: string[]; exclude: string[] };
type AxeWindow = { axe?: { run(context: Context, options: RunOptions): Promise<AxeResults> } };

export type AxeScan = {
  /** Selectors of the part to check; the whole page when left out. */
  include?: string[];
  /** Selectors left out of the check. */
  exclude?: string[];
  /** Only these rules (axe's runOnly). */
  onlyRules?: string[];
  /** Every rule but these. */
  disableRules?: string[];
};

/**
 * The serious and critical axe-core violations in (a part of) the page, as `rule (impact):
 * targets` lines; `[]` when there are none.
 *
 * axe runs with `axe.run` in the page itself (what `AxeBuilder.setLegacyMode()` does), injected
 * once per document and into every frame that runs scripts, with axe's default rules and the
 * options the scan names. The same rules check the same nodes as `AxeBuilder.analyze()`, which
 * runs axe per frame and then opens, injects and closes an extra blank page to merge the frames'
 * results: about a second per check, where the check itself takes a tenth of that. (Only
 * cross-origin frames would differ, and no page checked here has one.) Only violations are
 * gathered in full (`resultTypes`), as only they are read.
 */
export async function seriousViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  for (const frame of page.frames()) {
    try {
      const injected = await frame.evaluate(() => 'axe' in window);
      if (!injected) await frame.evaluate(axeSource);
    } catch {
      // A frame that runs no scripts (the sandboxed e-mail preview): axe cannot look inside it,
      // with AxeBuilder neither; a check that includes such a frame would fail on it.
    }
  }
  // As AxeBuilder passes it: an empty `include` is the whole document.
  const context: Context = { include: scan.include ?? [], exclude: scan.exclude ?? [] };
  const options: RunOptions = { resultTypes: ['violations'] };
  if (scan.onlyRules) options.runOnly = { type: 'rule', values: scan.onlyRules };
  if (scan.disableRules) {
    options.rules = Object.fromEntries(scan.disableRules.map((id) => [id, { enabled: false }]));
  }
  const results = await page.evaluate(
    ({ context, options }) => {
      const { axe } = window as unknown as AxeWindow;
      if (axe === undefined) throw new Error('axe-core is not in the page');
      return axe.run(context, options);
    },
    { context, options },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
