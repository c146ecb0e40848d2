import { useEffect } from 'react';

/**
 * While `hasUnsavedChanges`, asks before the page is left: the browser's own prompt when the tab is closed
 * or reloaded, and a confirmation when a link inside the app is followed. The app's routes are declarative
 * (no data router, ADR 6), so react-router's blocker is not available; links are caught in the capture
 * phase instead, before react-router's Link handles the click. The browser's Back button is not caught.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean, question: string) {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = '';
    };
    const confirmLeaving = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const destination = new URL(link.href, window.location.href);
      if (destination.origin !== window.location.origin) return;
      if (
        destination.pathname === window.location.pathname &&
        destination.search === window.location.search
      ) {
        return;
      }
      if (!window.confirm(question)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    document.addEventListener('click', confirmLeaving, true);
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      document.removeEventListener('click', confirmLeaving, true);
    };
  }, [hasUnsavedChanges, question]);
}
