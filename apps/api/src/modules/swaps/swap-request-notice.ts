import type { DbOrTx } from '../../db/client.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import type { SwapRow } from './swaps.repository.ts';

/** Where the web app shows a swap: every notice about a swap links there. */
export const swapLink = (swapId: string) => `/swaps/${swapId}`;

/**
 * Tells the recipient about a new request from `requesterName`, in the app and by e-mail (call in the
 * transaction that created the swap). The later notices of a swap's life are the lifecycle's
 * (swap-lifecycle/swap-notices.ts).
 */
export async function notifySwapRequested(
  tx: DbOrTx,
  context: NotifyContext,
  swap: SwapRow,
  requesterName: string,
): Promise<void> {
  await notify(tx, context, {
    memberId: swap.recipientId,
    swapId: swap.id,
    link: swapLink(swap.id),
    type: 'swap_requested',
    title: { key: 'swaps.youHaveANew' },
    body: {
      key: 'swaps.wouldLikeToTeach',
      values: {
        name: requesterName,
        offered: swap.offeredSkill,
        offeredHours: swap.hoursOffered,
        requested: swap.requestedSkill,
        requestedHours: swap.hoursRequested,
      },
    },
  });
}
