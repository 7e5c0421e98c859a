import { useEffect } from 'react';
import { useAppStore } from '../../store';
import { startCloudSync } from './cloud-sync';

/** Runs the cloud sync while the editor is on the page (after the local data is loaded). */
export function useCloudSync(): void {
  const store = useAppStore();
  useEffect(() => startCloudSync(store), [store]);
}
