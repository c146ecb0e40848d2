/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const federationKeys = {
  all: ['console', 'federation'] as const,
  reconciliations: ['console', 'federation', 'reconciliations'] as const,
};
