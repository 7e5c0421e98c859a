import { useSyncExternalStore } from 'react';

function subscribeNever(): () => void {
  return () => undefined;
}

/**
 * False while pre-rendering and while hydrating, true from the render right after hydration (and
 * at once in a page rendered in the browser). What the server cannot know (the URL's query, the
 * session) is rendered as on the server while this is false, so hydration keeps the HTML; React
 * does not patch attributes or swap elements that differ during hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
