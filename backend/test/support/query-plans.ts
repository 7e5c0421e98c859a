import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, Logger, QueryRunner } from 'typeorm';

/** One statement the backend sent, with its parameters. */
export type SentQuery = { sql: string; parameters: unknown[] };

/** What PostgreSQL would do for a statement. */
export type QueryPlan = {
  /** The indexes it reads, by name. */
  indexes: string[];
  /** Sort nodes left in the plan: rows the index order did not serve. */
  sorts: number;
  /** Tables it reads whole. */
  seqScans: string[];
  /**
   * The planner's estimate of the whole statement's cost (its root's Total Cost): what a plan
   * without its index pays for walking and filtering rows the index would have skipped.
   */
  cost: number;
  /** The plan as EXPLAIN prints it, for a failure message. */
  text: string;
};

/** Marks the async calls of one `queriesOf` work, so the statements it sends can be told apart. */
const capturing = new AsyncLocalStorage<symbol>();

/**
 * The statements `work` sends through TypeORM, in order: the exact SQL of a repository method,
 * to EXPLAIN it (a plan test checks what runs, not a copy of it). Only `work`'s own: the app's
 * periodic work (the revoked-session refresh, sweeps) runs on the same data source meanwhile.
 */
export async function queriesOf(
  dataSource: DataSource,
  work: () => Promise<unknown>,
): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const mark = Symbol('queriesOf');
  const logger = dataSource.logger as Logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (sql, parameters, runner) => {
    if (capturing.getStore() === mark) {
      sent.push({ sql, parameters: (parameters ?? []) as unknown[] });
    }
    return original(sql, parameters, runner);
  };
  try {
    await capturing.run(mark, work);
  } finally {
    logger.logQuery = original;
  }
  return sent.filter(
    ({ sql }) => !/^(START TRANSACTION|COMMIT|ROLLBACK|SET |SAVEPOINT|RELEASE)/i.test(sql),
  );
}

type PlanNode = {
  'Node Type': string;
  'Total Cost'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

type Runner = Pick<QueryRunner, 'query'>;

export type PlanOptions = { sortsPricedOut?: boolean };

/** EXPLAIN on `runner`, inside a transaction it is already in. */
async function explain(runner: Runner, query: SentQuery, options: PlanOptions): Promise<QueryPlan> {
  await runner.query('SET LOCAL enable_seqscan = off');
  if (options.sortsPricedOut === true) await runner.query('SET LOCAL enable_sort = off');
  const [row] = (await runner.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.parameters)) as {
    'QUERY PLAN': [{ Plan: PlanNode }];
  }[];
  const text = (
    (await runner.query(`EXPLAIN ${query.sql}`, query.parameters)) as { 'QUERY PLAN': string }[]
  )
    .map((line) => line['QUERY PLAN'])
    .join('\n');
  const root = row!['QUERY PLAN'][0].Plan;
  const plan: QueryPlan = {
    indexes: [],
    sorts: 0,
    seqScans: [],
    cost: root['Total Cost'] ?? 0,
    text,
  };
  walk(root, (node) => {
    if (node['Index Name']) plan.indexes.push(node['Index Name']);
    if (/Sort$/.test(node['Node Type'])) plan.sorts += 1;
    if (node['Node Type'] === 'Seq Scan') plan.seqScans.push(node['Relation Name'] ?? '?');
  });
  return plan;
}

/** What running a statement took: the work an index is there to spare. */
export type QueryWork = {
  /** Rows the scans produced or threw away (after a filter or a recheck), all loops counted. */
  rowsExamined: number;
  /** Shared buffers the statement touched (hit or read). */
  buffers: number;
};

/** Runs the statement under EXPLAIN ANALYZE (a read, in a transaction that is rolled back). */
async function measure(runner: Runner, query: SentQuery): Promise<QueryWork> {
  await runner.query('SET LOCAL enable_seqscan = off');
  const [row] = (await runner.query(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`,
    query.parameters,
  )) as { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
  const root = row!['QUERY PLAN'][0].Plan;
  const work: QueryWork = {
    rowsExamined: 0,
    buffers: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
  };
  walk(root, (node) => {
    if (!node['Node Type'].includes('Scan')) return;
    const perLoop =
      (node['Actual Rows'] ?? 0) +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0);
    work.rowsExamined += perLoop * (node['Actual Loops'] ?? 1);
  });
  return work;
}

/** Runs `work` in a transaction on a connection of its own, rolled back whatever happens. */
async function rolledBack<T>(
  dataSource: DataSource,
  work: (runner: Runner) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    return await work(runner);
  } finally {
    await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  }
}

/**
 * The plan PostgreSQL chooses for a statement with sequential scans priced out
 * (`enable_seqscan = off`): on a test's few thousand rows a sequential scan is legitimately
 * cheaper, and the question is whether an index can serve the statement at all, as it must at a
 * million rows. `sortsPricedOut` does the same for sorts (`enable_sort = off`), for a claim
 * whose LIMIT is a fair share of a test's rows: there sorting a few hundred is cheaper too, where
 * at scale the index order is (a sort that remains is one no index could spare). Nothing runs:
 * plain EXPLAIN, in a transaction that is rolled back.
 */
export function planOf(
  dataSource: DataSource,
  query: SentQuery,
  options: PlanOptions = {},
): Promise<QueryPlan> {
  return rolledBack(dataSource, (runner) => explain(runner, query, options));
}

/**
 * The plan with `index` dropped, to show a plan test notices the index gone. The drop happens in
 * the transaction that plans (it locks the table until the rollback), and is rolled back.
 */
export function planWithout(
  dataSource: DataSource,
  index: string | string[],
  query: SentQuery,
  options: PlanOptions = {},
): Promise<QueryPlan> {
  return rolledBack(dataSource, async (runner) => {
    for (const name of [index].flat()) await runner.query(`DROP INDEX "${name}"`);
    return explain(runner, query, options);
  });
}

/**
 * What a read statement costs when run, with and without `index`: a plan test shows it would
 * notice the index gone when the statement gets visibly worse without it. Both runs happen in
 * rolled-back transactions; the drop locks the table until its rollback.
 */
export async function workWithAndWithout(
  dataSource: DataSource,
  index: string | string[],
  query: SentQuery,
): Promise<{ served: QueryWork; without: QueryWork }> {
  const served = await rolledBack(dataSource, (runner) => measure(runner, query));
  const without = await rolledBack(dataSource, async (runner) => {
    for (const name of [index].flat()) await runner.query(`DROP INDEX "${name}"`);
    return measure(runner, query);
  });
  return { served, without };
}
