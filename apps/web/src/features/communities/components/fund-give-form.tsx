import { useId, useState } from 'react';
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
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** Giving SkillCoin to a community's fund: the amount, then a confirmation, since a gift is not taken back. */
export function FundGiveForm({
  communityName,
  isPending,
  onGive,
}: {
  communityName: string;
  isPending: boolean;
  onGive: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  const id = useId();
  const [donation, setDonation] = useState('1');
  const [isConfirming, setIsConfirming] = useState(false);
  const amount = Number(donation);
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setIsConfirming(true);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-donation`}>{t('communities.fund.give')}</Label>
          <Input
            id={`${id}-donation`}
            type="number"
            min={0.01}
            step={0.01}
            value={donation}
            onChange={(event) => setDonation(event.target.value)}
            className="w-28"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={isPending}>
          {t('communities.fund.giveSubmit')}
        </Button>
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
            <AlertDialogAction onClick={() => onGive(amount)}>
              {t('communities.fund.confirmGive', { amount: skillCoins(amount) })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
