import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { requestVerificationSchema } from '@skillswap/contracts/verification/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMyVerification, useRequestVerification } from '../api/verification.ts';

/** Settings › Plan: ask a moderator for the verified badge (Premium and up, ADR 114). */
/** `plan`: the member's plan, undefined while it loads (the route reads it). */
export function VerificationCard({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'premium');
  const verification = useMyVerification(isAllowed);
  if (plan === undefined) return null;
  const latest = verification.data?.latest ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('premium.verification.title')}</CardTitle>
        <CardDescription>{t('premium.verification.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!isAllowed ? (
          <PlanLock plan="premium" feature={t('premium.verification.lockFeature')}>
            <p className="text-sm text-muted-foreground">{t('premium.verification.lockText')}</p>
          </PlanLock>
        ) : verification.data?.verified ? (
          <p className="flex items-center gap-2 text-sm font-medium">
            <BadgeCheck aria-hidden="true" className="size-5 text-primary" />
            {t('premium.verification.verified')}
          </p>
        ) : latest?.status === 'pending' ? (
          <p role="status" className="text-sm">
            {t('premium.verification.pending')}
          </p>
        ) : verification.data ? (
          <>
            {latest?.status === 'declined' && (
              <p className="rounded-lg border p-3 text-sm">
                {t('premium.verification.declined', { note: latest.decisionNote ?? '' })}
              </p>
            )}
            <RequestForm />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

type RequestValues = z.input<typeof requestVerificationSchema>;
type RequestInput = z.output<typeof requestVerificationSchema>;

function RequestForm() {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const send = useRequestVerification();
  const { register, handleSubmit, setError, formState } = useForm<RequestValues, unknown, RequestInput>({
    resolver: zodResolver(requestVerificationSchema),
    defaultValues: { note: '', linkUrl: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast.success(t('premium.verification.sent'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['note', 'linkUrl'], validation)) return;
      toast.error(getErrorMessage(failure, t('premium.verification.failed')));
    }
  });
  const noteError = validation(errors.note?.message);
  const linkError = validation(errors.linkUrl?.message);
  return (
    <form
      noValidate
      aria-label={t('premium.verification.submit')}
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('premium.verification.note')}</Label>
        <Textarea
          id={`${id}-note`}
          maxLength={1000}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-message ${id}-note-hint` : `${id}-note-hint`}
          {...register('note')}
        />
        <FormMessage id={`${id}-note-message`}>{noteError}</FormMessage>
        <p id={`${id}-note-hint`} className="text-sm text-muted-foreground">
          {t('premium.verification.noteHint')}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-link`}>{t('premium.verification.link')}</Label>
        <Input
          id={`${id}-link`}
          type="url"
          aria-invalid={linkError ? true : undefined}
          aria-describedby={linkError ? `${id}-link-message` : undefined}
          {...register('linkUrl')}
        />
        <FormMessage id={`${id}-link-message`}>{linkError}</FormMessage>
      </div>
      <Button type="submit" className="w-fit" disabled={formState.isSubmitting}>
        {t('premium.verification.submit')}
      </Button>
    </form>
  );
}
