// `npm run openapi`: writes openapi.yaml from the backend's decorators, then regenerates every
// frontend's RTK Query endpoints from it (the only code generated from the contract).
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
await mustRun('node', ['scripts/generate-clients.mjs']);
