import { useEffect } from 'react';

let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Resolves once the page itself is hydrated (at once for a page rendered in the browser). React hydrates the
 * header and footer at once and the page inside them in a pass of its own, once the page's code has arrived. A
 * change of the session before then (even "no session": the header stops waiting for it) reaches the page
 * while it is still server HTML: React then throws that HTML away and renders the page again in the browser
 * when its code is still on its way (Explore: 1,100 elements, issue 36), or hydrates all of it in one task
 * that blocks the main thread when it has come (about 250 ms on a phone). The session starts after this.
 */
export const whenPageHydrated = () => hydrated;

/** Called by main.tsx when there is nothing to hydrate, and by PageHydrated's effect. */
export function markPageHydrated() {
  markHydrated();
}

/**
 * Rendered beside the page, inside its Suspense boundary: its effect runs once the page has hydrated. It marks
 * the page hydrated in a task of its own, so what starts then (the session, and the re-render of everything
 * that reads it) is not added to the task that committed the hydration.
 */
export function PageHydrated() {
  useEffect(() => {
    const timer = setTimeout(markPageHydrated, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
