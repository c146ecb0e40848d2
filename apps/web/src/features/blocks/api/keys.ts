/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const blocksKeys = {
  all: ['blocks'] as const,
};
