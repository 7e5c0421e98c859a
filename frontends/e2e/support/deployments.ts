import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import vm from 'node:vm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const frontends = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = ['shell', 'editor', 'admin', 'public-pages'];

/** A copy of every built frontend (`<dir>/<app>/dist`), for an app started with FRONTENDS_DIR=dir. */
export function copyBuiltFrontends(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'invoicing-frontends-'));
  for (const app of apps) {
    cpSync(path.join(frontends, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

type ListEntry = { url: string; revision: string | null };

/**
 * Deploys a new build of a remote into a copy made by copyBuiltFrontends: its entry gains a line
 * that marks the page with `data-<remote>-build="<build>"`, and its precache list the entry's new
 * revision, as a real build of changed sources writes them.
 */
export function deployChangedRemote(dir: string, folder: string, build: string): void {
  const dist = path.join(dir, folder, 'dist');
  const entryFile = path.join(dist, 'remoteEntry.js');
  const attribute = `${folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Build`;
  const entry = `${readFileSync(entryFile, 'utf8')}\ndocument.documentElement.dataset.${attribute}=${JSON.stringify(build)};\n`;
  writeFileSync(entryFile, entry);
  const listFile = path.join(dist, 'precache-manifest.js');
  const scope: { self: { __precacheList?: ListEntry[] } } = { self: {} };
  vm.runInNewContext(readFileSync(listFile, 'utf8'), scope);
  const listed = scope.self.__precacheList ?? [];
  const revision = createHash('md5').update(entry).digest('hex');
  const updated = listed.map((item) =>
    item.url === 'remoteEntry.js' ? { ...item, revision } : item,
  );
  writeFileSync(listFile, `self.__precacheList=${JSON.stringify(updated)};\n`);
}

/** Waits until the page's service worker is installed (everything precached) and active. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker === null || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
}
