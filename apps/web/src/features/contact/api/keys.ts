/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const contactKeys = {
  publicConfig: ['config', 'public'] as const,
};
