import { errorCodes } from '@skillswap/contracts/errors';
import { ApiError } from '@/lib/api-client.ts';

/** The messages for a failed swap request (docs/product-rules.md R1.8), from whatever the call threw. */
export function getSwapErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred';
  if (error.status === 0) return 'Failed to create swap request';
  if (error.code === errorCodes.rateLimited) {
    return error.message || 'Rate limit exceeded. Please try again later.';
  }
  return error.message || 'Failed to create swap request';
}

/** Whether a failed request hit the member's plan limits, so the message can link to the plans. */
export const isPlanLimit = (error: unknown) =>
  error instanceof ApiError && error.code === errorCodes.planLimit;
