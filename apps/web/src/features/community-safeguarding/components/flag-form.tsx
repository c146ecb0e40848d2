import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  flagInputSchema,
  safeguardingLimits,
  type FlagInput,
  type MemberFlag,
} from '@skillswap/contracts/community-safeguarding/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
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
  const action = useSafeguardingAction(slug);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<FlagInput>({
    resolver: zodResolver(flagInputSchema),
    defaultValues: { reason: flag?.reason ?? '' },
  });
  const { errors } = formState;
  const error = translateValidation(t, errors.reason?.message) ?? errors.root?.message;
  const fail = (failure: unknown) => {
    if (setServerFieldErrors(setError, failure, ['reason'])) return;
    setError('root', { message: getErrorMessage(failure, t('communitySafeguarding.failed')) });
  };
  const submit = handleSubmit(async (input) => {
    try {
      await action.mutateAsync(() => safeguardingActions.flag(slug, member.id, input));
      toast.success(t('communitySafeguarding.flag.saved', { name: member.fullName }));
    } catch (failure) {
      fail(failure);
    }
  });
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
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
        <Input id={`${id}-reason`} maxLength={safeguardingLimits.maxReasonLength} {...register('reason')} />
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
              clearErrors();
              action
                .mutateAsync(() => safeguardingActions.unflag(slug, member.id))
                .then(() => {
                  reset({ reason: '' });
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
