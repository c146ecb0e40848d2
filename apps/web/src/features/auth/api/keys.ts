/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const authKeys = {
  providers: ['auth', 'providers'] as const,
};
