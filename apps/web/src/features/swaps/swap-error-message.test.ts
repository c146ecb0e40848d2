import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { translate, type Translate } from '@/i18n/i18n-context.ts';
import { getSwapErrorMessage } from './swap-error-message.ts';

const t: Translate = (key, values) => translate(allCatalogues.en, 'en', key, values);

describe('swap request failure messages (product rules R1.8)', () => {
  it('shows the server message for a rate limit, or the spec fallback when there is none', () => {
    expect(getSwapErrorMessage(t, new ApiError(429, 'rate_limit_exceeded', 'Slow down'))).toBe('Slow down');
    expect(getSwapErrorMessage(t, new ApiError(429, 'rate_limit_exceeded', ''))).toBe(
      'Rate limit exceeded. Please try again later.',
    );
  });

  it('shows any other error body as its message', () => {
    const duplicate = new ApiError(409, 'conflict', 'You already have an open request to this member');
    expect(getSwapErrorMessage(t, duplicate)).toBe('You already have an open request to this member');
  });

  it('says the request failed when the server could not be reached', () => {
    expect(getSwapErrorMessage(t, new ApiError(0, 'network_error', 'Could not reach SkillSwap.'))).toBe(
      'Failed to create swap request',
    );
  });

  it('falls back to the unexpected-error message for anything else', () => {
    expect(getSwapErrorMessage(t, new TypeError('boom'))).toBe('An unexpected error occurred');
  });
});
