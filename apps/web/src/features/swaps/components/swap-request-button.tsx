import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { paths, swapDetailPath, upgradePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useCreateSwapRequest } from '../api/create-swap-request.ts';
import { requesterProfileQueryOptions } from '../api/get-requester-profile.ts';
import { useSwapStandings } from '../api/swap-standing.ts';
import { getSwapErrorMessage, isPlanLimit } from '../swap-error-message.ts';
import { SwapRequestDialog } from './swap-request-dialog.tsx';
import type { SwapRequestFormValues } from './swap-request-form.tsx';

/** The member a request goes to: enough of their public profile to prefill it. */
export interface SwapTarget {
  id: string;
  full_name: string | null;
  skills_offered: string[];
}

/** What a match is about: canonical skills they teach that I want, and that I teach that they want. */
export interface SwapMatchSkills {
  teaches: string[];
  learns: string[];
}

/**
 * The card's button: 'Sign In' for visitors, a disabled 'Your Profile' on the member's own card, a link to
 * the swap when one is already open with the member ('Request sent · View', 'Swap in progress · Open'),
 * 'Sending...' while a request is on its way, otherwise 'Request Swap', which opens the request dialog.
 */
export function SwapRequestButton({
  target,
  about,
  communityId,
  className,
}: {
  target: SwapTarget;
  /** Proposed from a community (ADR 181): the request is made in it unless the member chooses otherwise. */
  communityId?: string;
  /** From a match: the request starts from the skills the match is about. */
  about?: SwapMatchSkills;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useCreateSwapRequest();
  const queryClient = useQueryClient();
  const standing = useSwapStandings(user !== null).get(target.id);

  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Button
        variant="outline"
        className={className}
        onClick={() => {
          toast.info(t('swaps.request.signInFirst'));
          void navigate(`${paths.auth}?${new URLSearchParams({ redirect }).toString()}`);
        }}
      >
        {t('swaps.request.signIn')}
      </Button>
    );
  }
  if (user.id === target.id) {
    return (
      <Button variant="secondary" className={className} disabled>
        {t('swaps.request.yourProfile')}
      </Button>
    );
  }

  if (standing) {
    return (
      <Button asChild variant="outline" className={className}>
        <Link to={swapDetailPath(standing.swapId)}>{t(`swaps.request.standing.${standing.kind}`)}</Link>
      </Button>
    );
  }

  /** The plan above the member's: Premium lifts Free's limits, Elite lifts Premium's. */
  const nextPlan = () =>
    queryClient.getQueryData(requesterProfileQueryOptions.queryKey)?.plan === 'premium' ? 'elite' : 'premium';

  function send(values: SwapRequestFormValues) {
    mutation.mutate(
      { ...values, targetId: target.id },
      {
        onSuccess: () => {
          toast.success(t('swaps.request.sent'));
          setIsOpen(false);
        },
        onError: (error) =>
          toast.error(getSwapErrorMessage(t, error), {
            // The limit message names the plan that lifts it; the button goes on to buy it (Checkout, or the
            // contact form where plans are not sold online).
            ...(isPlanLimit(error)
              ? {
                  action: {
                    label: t('swaps.request.upgrade'),
                    onClick: () => void navigate(upgradePath(nextPlan())),
                  },
                }
              : {}),
          }),
      },
    );
  }

  return (
    <SwapRequestDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      target={target}
      about={about}
      communityId={communityId}
      isSending={mutation.isPending}
      onSend={send}
    >
      <Button className={className} disabled={mutation.isPending}>
        {mutation.isPending ? t('swaps.request.sending') : t('swaps.request.trigger')}
      </Button>
    </SwapRequestDialog>
  );
}
