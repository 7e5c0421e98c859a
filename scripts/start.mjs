// `npm start`: builds what is missing or out of date (Nx caches unchanged projects), then runs
// the backend, which serves the API and every frontend on one port.
import { spawn } from 'node:child_process';
import { mustRun } from './lib/run.mjs';

await mustRun('nx', ['run-many', '-t', 'build', '--outputStyle=static']);

const backend = spawn('node', ['backend/dist/main.js'], { stdio: 'inherit', env: process.env });
// The backend shuts down gracefully (it stops the embedded PostgreSQL too): pass signals on and
// wait for it rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => backend.kill(signal));
}
backend.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
