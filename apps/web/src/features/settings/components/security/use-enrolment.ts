import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import type { VerifyFactorInput } from '@skillswap/contracts/auth/mfa';
import { unenrollFactor } from '@/lib/auth/mfa-api.ts';
import { factorsQueryOptions } from '../../api/factors.ts';

/** What the security card gives an enrolment panel: how to close it, and where to show recovery codes. */
export interface EnrolmentProps {
  onFinished: () => void;
  onRecoveryCodes: (codes: string[]) => void;
}

/**
 * What every enrolment does at its end: verify (which turns the factor on and raises the session to
 * aal2), or abandon (which removes the half-made factor so it does not linger in the list).
 */
export function useEnrolment(onFinished: () => void, onRecoveryCodes?: (codes: string[]) => void) {
  const { verifySecondFactor } = useAuth();
  const queryClient = useQueryClient();
  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: factorsQueryOptions.queryKey }),
    [queryClient],
  );

  const complete = useCallback(
    async (factorId: string, input: VerifyFactorInput, successMessage: string) => {
      const { recoveryCodes } = await verifySecondFactor(factorId, input);
      toast.success(successMessage);
      await refreshList();
      onFinished();
      // The first factor comes with recovery codes, shown once.
      if (recoveryCodes) onRecoveryCodes?.(recoveryCodes);
    },
    [verifySecondFactor, refreshList, onFinished, onRecoveryCodes],
  );

  /** Removes a half-made factor and stays on the panel (to show what went wrong). */
  const discard = useCallback(
    async (factorId: string) => {
      await unenrollFactor(factorId).catch(() => undefined);
      await refreshList();
    },
    [refreshList],
  );

  const abandon = useCallback(
    async (factorId: string) => {
      await discard(factorId);
      onFinished();
    },
    [discard, onFinished],
  );

  return { complete, discard, abandon };
}
