import { Workbox } from 'workbox-window';
import { workerOptions } from '@app/contracts/routing';
import { showUpdateNotice } from './UpdateNotice';

/**
 * Registers the service worker at `url` through workbox-window on a page the worker already
 * controls, where an update can be waiting. When a new worker (a new shell or a new build of any
 * remote) is installed and waiting, the page keeps running the old set, complete, and offers a
 * reload; the reload lets the new worker take over, then loads the page from it.
 */
export async function registerServiceWorker(url: string): Promise<void> {
  const workbox = new Workbox(url, workerOptions);
  workbox.addEventListener('waiting', () => {
    showUpdateNotice(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
