// The API's types, generated from openapi.yaml by `npm run openapi` into schema.gen.ts.
export type { components, operations, paths } from './schema.gen.js';
import type { components } from './schema.gen.js';

/** A schema of the API contract by name, e.g. `ApiSchema<'HealthDto'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
