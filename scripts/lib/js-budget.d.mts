// Types for js-budget.mjs, for the TypeScript browser test that enforces the budgets.
import type { Page } from 'playwright-core';

export type ScriptSize = { path: string; gzip: number };

export function readBudgets(): Record<string, number>;
export function firstLoadScripts(
  page: Page,
  path: string,
  readySelector: string,
  options?: { idlePrefetch?: boolean },
): Promise<{ scripts: ScriptSize[]; readyAt: number; prefetchAt: number | null }>;
export function kilobytes(bytes: number): number;
export function totalKb(scripts: readonly ScriptSize[]): number;
export function overBudget(
  measuredKb: Readonly<Record<string, number>>,
  budgets: Readonly<Record<string, number>>,
): string[];
export function describeRoute(
  route: string,
  scripts: readonly ScriptSize[],
  budget: number | undefined,
): string;
