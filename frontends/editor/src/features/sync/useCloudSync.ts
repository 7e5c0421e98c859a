import { useEffect, useState } from 'react';
import { hasSessionCookie, selectAuthStatus } from '@app/platform';
import { useAppSelector, useAppStore } from '../../store';
import { useEditorState } from '../invoices/hooks';

/**
 * Runs the cloud sync while the editor is on the page, from the moment the user is signed in or
 * may be (a session is being restored) and the browser's data (with the stored sync queue) is
 * loaded: a visitor without an account never downloads its code
 * (docs/performance.md). A sync started after the sign-in syncs at once (startCloudSync); once
 * started it runs until the page leaves, so it also sees the sign-out.
 */
export function useCloudSync(): void {
  const store = useAppStore();
  const status = useAppSelector(selectAuthStatus);
  const loaded = useEditorState((state) => state.loaded);
  const [needed, setNeeded] = useState(false);
  if (
    !needed &&
    loaded &&
    (status === 'signedIn' || (status === 'loading' && hasSessionCookie()))
  ) {
    setNeeded(true);
  }
  useEffect(() => {
    if (!needed) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import(/* webpackChunkName: "cloud-sync" */ './cloud-sync').then(({ startCloudSync }) => {
      if (!left) stop = startCloudSync(store);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [store, needed]);
}
