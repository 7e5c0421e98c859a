import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The first folder on the way to `target` (itself included) that other users cannot enter:
 * no execute bit for "others". null when every folder is open.
 */
export async function firstClosedFolder(target: string): Promise<string | null> {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const folder of folders) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) return folder;
  }
  return null;
}

/**
 * As root, PostgreSQL runs as the `postgres` user: it must be able to enter the folders that
 * hold its binaries (in node_modules) and its data. A folder of mode 700 on the way (a clone in
 * `mktemp -d`) would otherwise fail with a bare "spawn initdb EACCES".
 */
export async function assertPostgresUserCanReach(folders: string[]): Promise<void> {
  for (const folder of folders) {
    const closed = await firstClosedFolder(folder);
    if (closed === null) continue;
    const mode = ((await stat(closed)).mode & 0o777).toString(8);
    throw new Error(
      `The embedded PostgreSQL cannot start: as root it runs as the "postgres" user, which ` +
        `cannot enter ${closed} (mode ${mode}). Fix: \`chmod o+x ${closed}\`, run as a ` +
        'normal user, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}
