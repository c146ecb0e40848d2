/**
 * Whether the database has been migrated (and seeded) since the process started; until then only health
 * answers.
 */
export interface StartupState {
  isPrepared(): boolean;
}

/** For apps built on a database that is already prepared (tests, benchmarks). */
export const alreadyPrepared: StartupState = { isPrepared: () => true };

export function createStartupState() {
  let isPrepared = false;
  return {
    isPrepared: () => isPrepared,
    markPrepared: () => {
      isPrepared = true;
    },
  };
}
