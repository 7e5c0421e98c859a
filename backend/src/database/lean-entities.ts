import type {
  Driver,
  EntityManager,
  EntityMetadata,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';

/**
 * Where a column arrives in a row and how it becomes a property: `property` for a column that
 * is not inside an embedded object, which ColumnMetadata.setEntityValue would simply assign;
 * `hydratesNull` when a null needs the driver's conversion too (a value transformer).
 */
type LeanColumn = {
  column: ColumnMetadata;
  key: string;
  property: string | undefined;
  hydratesNull: boolean;
};

/** How the rows of one query become entities: its main entity and where each column arrives. */
type LeanMapping<Entity extends ObjectLiteral> = {
  metadata: EntityMetadata;
  driver: Driver;
  columns: readonly LeanColumn[];
  /** Only for the type: the entity the rows become. */
  entity?: Entity;
};

/** The mapping of a query's rows: worked out once per query, used for each of its rows. */
function leanMappingOf<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
): LeanMapping<Entity> {
  const { metadata, name: alias } = query.expressionMap.mainAlias!;
  const driver = query.connection.driver;
  // As the transformer picks them: a join column without a property of its own is virtual.
  const columns = metadata.columns
    .filter((column) => !column.isVirtual)
    .map((column) => ({
      column,
      key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName),
      property: column.embeddedMetadata === undefined ? column.propertyName : undefined,
      hydratesNull: column.transformer !== undefined,
    }));
  return { metadata, driver, columns };
}

/** Raw rows of a query made by `leanMappingOf` as the entities `getMany` would make of them. */
function leanEntities<Entity extends ObjectLiteral>(
  { metadata, driver, columns }: LeanMapping<Entity>,
  rows: readonly ObjectLiteral[],
): Entity[] {
  return rows.map((row) => {
    const entity = metadata.create(undefined, { fromDeserializer: true }) as Entity;
    for (const { column, key, property, hydratesNull } of columns) {
      const value: unknown = row[key];
      // Not selected (a partial select, or `select: false`): left out, as getMany does.
      if (value === undefined) continue;
      // The driver answers null as it is unless a transformer makes something of it.
      const hydrated =
        value === null && !hydratesNull ? null : driver.prepareHydratedValue(value, column);
      if (property === undefined) column.setEntityValue(entity, hydrated);
      else (entity as ObjectLiteral)[property] = hydrated;
    }
    return entity;
  });
}

/**
 * `getMany()` for a query over one table and no joined relations, without TypeORM's result
 * transformer: each row's columns become the entity's properties through the driver's own
 * conversions (dates, bigint transformers, jsonb), as `getMany` would make them. The transformer
 * groups rows by primary key, loads relation ids and counts and broadcasts load events, none of
 * which such a query needs, and on a 50-invoice page it cost more CPU than reading the rows.
 * Entities with listeners or subscribers must keep using `getMany`.
 */
export async function leanMany<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
): Promise<Entity[]> {
  const mapping = leanMappingOf(query);
  return leanEntities(mapping, await query.getRawMany());
}

/** `getOne()` the same way: the first row's entity, or null. */
export async function leanOne<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
): Promise<Entity | null> {
  return (await leanMany(query.limit(1)))[0] ?? null;
}

/**
 * A lean query whose SQL is built once and run many times with other values: the statement of
 * a read served on every request (an invoice by id), which TypeORM's query builder otherwise
 * builds anew each time, about a sixth of such a read's CPU (bench:api).
 */
export type LeanStatement<Entity extends ObjectLiteral> = {
  sql: string;
  /** The builder's parameter names, in the order the SQL's $1, $2, … take their values. */
  names: readonly string[];
  mapping: LeanMapping<Entity>;
};

/**
 * Builds `query`'s statement once. Its parameters must have distinct values (stand-ins: only
 * their names are kept), so that each placeholder is traced back to its name.
 */
export function leanStatement<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
): LeanStatement<Entity> {
  const nameOf = new Map(Object.entries(query.getParameters()).map(([name, v]) => [v, name]));
  if (nameOf.size !== Object.keys(query.getParameters()).length) {
    throw new Error('leanStatement: parameters need distinct stand-in values');
  }
  const [sql, values] = query.getQueryAndParameters();
  const names = values.map((value) => {
    const name = nameOf.get(value);
    if (name === undefined) throw new Error(`leanStatement: a value without a name in ${sql}`);
    return name;
  });
  return { sql, names, mapping: leanMappingOf(query) };
}

/** Runs a statement on `manager` (the pool's or a transaction's) with `parameters` by name. */
export async function runLeanStatement<Entity extends ObjectLiteral>(
  manager: EntityManager,
  { sql, names, mapping }: LeanStatement<Entity>,
  parameters: Readonly<Record<string, unknown>>,
): Promise<Entity[]> {
  const rows: ObjectLiteral[] = await manager.query(
    sql,
    names.map((name) => parameters[name]),
  );
  return leanEntities(mapping, rows);
}
