import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Shared with the inline script in index.html, which applies the theme before the first paint. */
const storageKey = 'skillswap-theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function readStoredChoice(): Theme | null {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

/** Remembers the visitor's choice; without one, the page follows the system setting. */
export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // The choice then lasts only for this page view, which is still what the visitor asked for.
  }
  applyTheme(theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(darkQuery);
  const followSystem = () => {
    if (!readStoredChoice()) applyTheme(media.matches ? 'dark' : 'light');
  };
  media.addEventListener('change', followSystem);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', followSystem);
  };
}

/** The theme on screen now, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light');
}
