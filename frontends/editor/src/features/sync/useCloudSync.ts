import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@app/platform';
import { startCloudSync } from './cloud-sync';

/** Runs the cloud sync while the editor is on the page (after the local data is loaded). */
export function useCloudSync(): void {
  const store = useStore() as AppStore;
  useEffect(() => startCloudSync(store), [store]);
}
