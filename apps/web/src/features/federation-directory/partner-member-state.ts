import { ApiError } from '@/lib/api-client.ts';

/**
 * Why a member of another exchange could not be shown (ADR 211): `notFound` for everyone the exchange does
 * not show (hidden, unknown, a paused link: the API answers one 404 for all), `partnerDown` when their
 * exchange does not answer (503), `failed` for anything else (this exchange's own trouble, a bad address).
 */
type PartnerMemberProblem = 'notFound' | 'partnerDown' | 'failed';

export function partnerMemberProblemOf(error: unknown): PartnerMemberProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404 || error.status === 400) return 'notFound';
  if (error.status === 503) return 'partnerDown';
  return 'failed';
}

/** Asks once more only for trouble that may pass; a member who is not shown will not be on a second try. */
export function shouldRetryPartnerMember(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && partnerMemberProblemOf(error) === 'failed';
}
