import { sharedKeys } from '@/lib/query-keys.ts';

/** Under `['ledger']`, which any action that moves SkillCoin invalidates. */
export const ledgerKeys = {
  all: sharedKeys.ledger,
  balance: [...sharedKeys.ledger, 'balance'] as const,
  statement: [...sharedKeys.ledger, 'statement'] as const,
};
