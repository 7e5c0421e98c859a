// `npm run openapi`: writes openapi.yaml from the backend's decorators, then regenerates every
// client from it (contracts' types and each frontend's RTK Query endpoints).
import { mustRun } from './lib/run.mjs';

await mustRun('nx', [
  'run-many',
  '-t',
  'build',
  '-p',
  '@app/contracts',
  '@app/backend',
  '--outputStyle=static',
]);
await mustRun('node', ['backend/dist/openapi/write-openapi.js', 'openapi.yaml']);
await mustRun('openapi-typescript', ['openapi.yaml', '-o', 'contracts/src/api/schema.gen.ts']);
await mustRun('node', ['scripts/generate-clients.mjs']);
