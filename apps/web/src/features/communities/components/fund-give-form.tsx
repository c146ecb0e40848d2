import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { donateSchema } from '@skillswap/contracts/communities/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

type DonationValues = z.input<typeof donateSchema>;
type Donation = z.output<typeof donateSchema>;

/**
 * Giving SkillCoin to a community's fund: the amount, checked as the contract checks it, then a confirmation,
 * since a gift is not taken back. A gift the server refuses (more than the member has) is told under the
 * amount too.
 */
export function FundGiveForm({
  communityName,
  isPending,
  onGive,
}: {
  communityName: string;
  isPending: boolean;
  /** Sends the gift; resolves once it went through, rejects with the server's refusal. */
  onGive: (amount: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { skillCoins } = useFormatters();
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<DonationValues, unknown, Donation>({
    resolver: zodResolver(donateSchema),
    defaultValues: { amount: 1 },
  });
  const error = validation(formState.errors.amount?.message);
  // The amount being confirmed stays while the confirmation closes.
  const [amount, setAmount] = useState(1);
  const [isConfirming, setIsConfirming] = useState(false);
  const confirm = handleSubmit((donation) => {
    setAmount(donation.amount);
    setIsConfirming(true);
  });
  const give = async () => {
    try {
      await onGive(amount);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['amount'], validation)) return;
      setError('amount', { message: getErrorMessage(failure, t('communities.actionFailed')) });
    }
  };
  return (
    <>
      <form className="grid gap-1.5" noValidate onSubmit={(event) => void confirm(event)}>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-donation`}>{t('communities.fund.give')}</Label>
            <Input
              id={`${id}-donation`}
              type="number"
              min={0.01}
              step={0.01}
              className="w-28"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-donation-message` : undefined}
              {...register('amount', { valueAsNumber: true })}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={isPending}>
            {t('communities.fund.giveSubmit')}
          </Button>
        </div>
        <FormMessage id={`${id}-donation-message`}>{error}</FormMessage>
      </form>
      <AlertDialog open={isConfirming} onOpenChange={setIsConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t('communities.fund.confirmTitle', { amount: skillCoins(amount), name: communityName })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t('communities.fund.confirmText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('communities.fund.confirmCancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void give()}>
              {t('communities.fund.confirmGive', { amount: skillCoins(amount) })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
