import { mkdir, mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertPostgresUserCanReach, firstClosedFolder } from './postgres-user-access.js';

describe('reaching the embedded PostgreSQL folders as the postgres user', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pg-access-'));
    await mkdir(path.join(root, 'closed/inner/data'), { recursive: true });
    await mkdir(path.join(root, 'open/data'), { recursive: true });
    await chmod(root, 0o755);
    await chmod(path.join(root, 'closed'), 0o700);
    await chmod(path.join(root, 'open'), 0o755);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds the first folder others cannot enter', async () => {
    expect(await firstClosedFolder(path.join(root, 'closed/inner/data'))).toBe(
      path.join(root, 'closed'),
    );
    expect(await firstClosedFolder(path.join(root, 'open/data'))).toBeNull();
  });

  it('stops with a message naming the folder, the reason and the fix', async () => {
    await expect(
      assertPostgresUserCanReach([path.join(root, 'closed/inner/data')]),
    ).rejects.toThrow(
      `cannot enter ${path.join(root, 'closed')} (mode 700). Fix: \`chmod o+x ${path.join(root, 'closed')}\``,
    );
    await expect(
      assertPostgresUserCanReach([path.join(root, 'open/data')]),
    ).resolves.toBeUndefined();
  });
});
