import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Translate } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';

/** The messages for a failed swap request (docs/product-rules.md R1.8), from whatever the call threw. */
export function getSwapErrorMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('swaps.unexpectedError');
  if (error.status === 0) return t('swaps.request.failed');
  if (error.code === errorCodes.rateLimited) return error.message || t('swaps.request.rateLimited');
  return error.message || t('swaps.request.failed');
}

/** Whether a failed request hit the member's plan limits, so the message can link to the plans. */
export const isPlanLimit = (error: unknown) =>
  error instanceof ApiError && error.code === errorCodes.planLimit;
