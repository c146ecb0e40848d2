import { useId, useState } from 'react';
import {
  flagInputSchema,
  safeguardingLimits,
  type MemberFlag,
} from '@skillswap/contracts/community-safeguarding/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { safeguardingActions, useSafeguardingAction } from '../api/community-safeguarding.ts';

/** The member a form is about. */
interface Member {
  id: string;
  fullName: string;
}

export function FlagForm({ slug, member, flag }: { slug: string; member: Member; flag: MemberFlag | null }) {
  const { t } = useTranslation();
  const { date, isolate } = useFormatters();
  const id = useId();
  const action = useSafeguardingAction();
  const [reason, setReason] = useState(flag?.reason ?? '');
  const [error, setError] = useState<string | undefined>();
  const fail = (failure: unknown) => setError(getErrorMessage(failure, t('communitySafeguarding.failed')));
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        const checked = flagInputSchema.safeParse({ reason });
        if (!checked.success) return setError(translateValidation(t, checked.error.issues[0]?.message));
        action
          .mutateAsync(() => safeguardingActions.flag(slug, member.id, checked.data))
          .then(() => toast.success(t('communitySafeguarding.flag.saved', { name: member.fullName })), fail);
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('communitySafeguarding.flag.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('communitySafeguarding.flag.intro')}</p>
      {flag && (
        <p className="text-sm wrap-anywhere">
          {t('communitySafeguarding.flag.by', {
            name: isolate(flag.flaggedBy?.fullName ?? t('communitySafeguarding.vetting.formerCoordinator')),
            date: date(flag.flaggedAt),
          })}
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>{t('communitySafeguarding.flag.reason')}</Label>
        <Input
          id={`${id}-reason`}
          maxLength={safeguardingLimits.maxReasonLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <FormMessage role="alert">{error}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          variant={flag ? 'outline' : 'destructive'}
          disabled={action.isPending}
        >
          {flag ? t('communitySafeguarding.flag.update') : t('communitySafeguarding.flag.save')}
        </Button>
        {flag && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => {
              setError(undefined);
              action
                .mutateAsync(() => safeguardingActions.unflag(slug, member.id))
                .then(() => {
                  setReason('');
                  toast.success(t('communitySafeguarding.flag.lifted', { name: member.fullName }));
                }, fail);
            }}
          >
            {t('communitySafeguarding.flag.lift')}
          </Button>
        )}
      </div>
    </form>
  );
}
