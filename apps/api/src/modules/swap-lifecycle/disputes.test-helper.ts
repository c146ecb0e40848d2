import type { KitMember, SwapKit } from './swaps.test-helper.ts';

/**
 * Brings a new swap to dispute: requested, accepted (the expected net is held), then disputed by the
 * recipient.
 */
export async function openDispute(
  kit: SwapKit,
  requester: KitMember,
  recipient: KitMember,
  hours: { hoursOffered?: number; hoursRequested?: number } = {},
): Promise<string> {
  const swapId = await kit.requestSwap(requester, recipient, hours);
  await kit.actOk(recipient, swapId, 'accept');
  await kit.actOk(recipient, swapId, 'dispute', {
    reason: `${requester.fullName} stopped coming to our sessions`,
  });
  return swapId;
}
