import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const hydrated = () => true;
const notHydrated = () => false;

/**
 * False in a prerendered page's HTML and while React hydrates it, true from the render after (and at once in a page
 * rendered in the browser). For what the prerendered HTML could not know — the query of the address, a script that
 * must run first — since hydration keeps the prerendered attributes as they were written.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, hydrated, notHydrated);
}
