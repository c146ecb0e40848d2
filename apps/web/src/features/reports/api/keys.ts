/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const reportsKeys = {
  mine: ['reports', 'mine'] as const,
};
