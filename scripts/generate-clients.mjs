// Regenerates each frontend's RTK Query endpoints (frontends/<app>/openapi-config.cjs) from
// openapi.yaml. The backend's openapi spec fails when a committed client differs.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { mustRun } from './lib/run.mjs';

for (const app of readdirSync('frontends')) {
  const config = path.join('frontends', app, 'openapi-config.cjs');
  if (!existsSync(config)) continue;
  await mustRun('rtk-query-codegen-openapi', ['openapi-config.cjs'], { cwd: path.dirname(config) });
}
