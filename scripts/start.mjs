// `npm start`: builds what is missing or out of date (Nx caches unchanged projects), then runs
// the backend, which serves the API and every frontend on one port.
import { mustRun } from './lib/run.mjs';

await mustRun('nx', ['run-many', '-t', 'build', '--outputStyle=static']);
await mustRun('node', ['backend/dist/main.js'], { env: process.env });
