import type { Driver, EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
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
