import { isSameSitePath } from '@skillswap/contracts/auth/schemas';

/**
 * Where a member goes once their address is verified (ADR 111): the profile step while it is unfinished
 * (carrying the page they were on as its `next`), else that page; null when there is none. The path was
 * checked when the link was issued and is checked again here, so a row written any other way cannot send
 * anyone off the site.
 */
export function welcomePathAfterVerifying(verified: { returnTo: string | null; isOnboarded: boolean }) {
  const returnTo = verified.returnTo !== null && isSameSitePath(verified.returnTo) ? verified.returnTo : null;
  if (!verified.isOnboarded)
    return returnTo && returnTo !== '/welcome' ? `/welcome?next=${encodeURIComponent(returnTo)}` : '/welcome';
  return returnTo;
}
