/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const directMessagesKeys = {
  all: ['direct-messages'] as const,
  conversation: (id: string) => ['direct-messages', id] as const,
  settings: ['me', 'direct-message-settings'] as const,
};
