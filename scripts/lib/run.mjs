import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { clearTimeout, setTimeout } from 'node:timers';

/**
 * Runs a command; resolves with its exit code. Output is inherited, or, with `prefix`, written
 * line by line with that prefix: steps running side by side stay readable in one log.
 */
export function run(command, args, { prefix, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
          process.stdout.write(`${prefix}${line}\n`),
        );
      }
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const done = () => resolve(code ?? (signal ? 1 : 0));
      if (!prefix) return done();
      // The last lines still in the pipes; a grandchild holding them open must not hold us.
      const timer = setTimeout(done, 2000);
      child.on('close', () => {
        clearTimeout(timer);
        done();
      });
    });
  });
}

/** Runs a command and throws when it fails. */
export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
