import { roundSkillCoin, skillCoinRules } from '../ledger/schemas.ts';

/**
 * What accepting a request will hold (product rules R3.4): the net hours, from the member who receives more
 * teaching. The requester teaches `hoursOffered` and learns `hoursRequested`.
 */
export function expectedSwapHold(terms: { hoursOffered: number; hoursRequested: number }): {
  payer: 'requester' | 'recipient' | null;
  amount: number;
} {
  const net = roundSkillCoin((terms.hoursRequested - terms.hoursOffered) * skillCoinRules.perHour);
  if (net > 0) return { payer: 'requester', amount: net };
  if (net < 0) return { payer: 'recipient', amount: -net };
  return { payer: null, amount: 0 };
}
