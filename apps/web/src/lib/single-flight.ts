import { useState } from 'react';

/**
 * Runs an action at most once at a time: a call made while the previous one is still in flight is dropped
 * (answers undefined). A double click on "Accept" sends one request and shows one toast:
 * the button's `disabled` comes from the mutation's state, which reaches the page only after a render, too
 * late for a second click in the same few milliseconds.
 */
export function createSingleFlight() {
  let isRunning = false;
  return async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (isRunning) return undefined;
    isRunning = true;
    try {
      return await action();
    } finally {
      isRunning = false;
    }
  };
}

/** `createSingleFlight` kept for the life of a component. */
export function useSingleFlight() {
  const [run] = useState(createSingleFlight);
  return run;
}
