import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { partnerMemberProblemOf, shouldRetryPartnerMember } from './partner-member-state.ts';

const failure = (status: number) => new ApiError(status, 'code', 'message');

describe('a member of another exchange who could not be shown', () => {
  it('is not found for a 404 and for an address that is not one', () => {
    expect(partnerMemberProblemOf(failure(404))).toBe('notFound');
    expect(partnerMemberProblemOf(failure(400))).toBe('notFound');
  });

  it('is on an exchange that is down for a 503', () => {
    expect(partnerMemberProblemOf(failure(503))).toBe('partnerDown');
  });

  it('failed for anything else, a network error included', () => {
    expect(partnerMemberProblemOf(failure(500))).toBe('failed');
    expect(partnerMemberProblemOf(failure(0))).toBe('failed');
    expect(partnerMemberProblemOf(new TypeError('fetch failed'))).toBe('failed');
  });

  it('is asked again once, and only when the trouble may pass', () => {
    expect(shouldRetryPartnerMember(0, failure(500))).toBe(true);
    expect(shouldRetryPartnerMember(1, failure(500))).toBe(false);
    expect(shouldRetryPartnerMember(0, failure(404))).toBe(false);
    // The server already waited for the partner; the page offers "Try again" instead.
    expect(shouldRetryPartnerMember(0, failure(503))).toBe(false);
  });
});
