import { HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { helperMayDo, helperMayNeverDo } from '@skillswap/contracts/member-helpers/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAppointHelper } from '../api/member-helpers.ts';

/**
 * The consent screen (ADR 179), from the future helper's profile: exactly what a helper may do and what they
 * may never do, and a box the member ticks before anything is appointed.
 */
export function AppointHelperButton({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasAgreed, setHasAgreed] = useState(false);
  const boxId = useId();
  const appoint = useAppointHelper();
  const submit = () =>
    appoint.mutate(memberId, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(t('memberHelpers.consent.done', { name: memberName }));
      },
      onError: (error) => toast.error(getErrorMessage(error, t('memberHelpers.consent.failed'))),
    });
  return (
    <ActionDialog
      trigger={
        <Button variant="outline">
          <HandHeart aria-hidden="true" />
          {t('memberHelpers.consent.trigger')}
        </Button>
      }
      title={t('memberHelpers.consent.title', { name: memberName })}
      description={t('memberHelpers.consent.description', { name: memberName })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setHasAgreed(false);
      }}
    >
      <div className="grid gap-3 text-sm">
        <h3 className="font-semibold">{t('memberHelpers.consent.mayTitle')}</h3>
        <ul className="list-disc ps-5">
          {helperMayDo.map((item) => (
            <li key={item}>{t(`memberHelpers.may.${item}`)}</li>
          ))}
        </ul>
        <h3 className="font-semibold">{t('memberHelpers.consent.neverTitle')}</h3>
        <ul className="list-disc ps-5">
          {helperMayNeverDo.map((item) => (
            <li key={item}>{t(`memberHelpers.never.${item}`)}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t('memberHelpers.consent.told')}</p>
        <div className="flex items-start gap-2">
          <input
            id={boxId}
            type="checkbox"
            className="mt-1 size-4"
            checked={hasAgreed}
            onChange={(event) => setHasAgreed(event.target.checked)}
          />
          <label htmlFor={boxId}>{t('memberHelpers.consent.agree', { name: memberName })}</label>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('memberHelpers.cancel')}</Button>
        </DialogClose>
        <Button disabled={!hasAgreed || appoint.isPending} onClick={submit}>
          {t('memberHelpers.consent.submit', { name: memberName })}
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
