import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
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

function RequestForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useRequestVerification();
  const [note, setNote] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  return (
    <form
      aria-label={t('premium.verification.submit')}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { note, linkUrl },
          {
            onSuccess: () => toast.success(t('premium.verification.sent')),
            onError: (error) => toast.error(getErrorMessage(error, t('premium.verification.failed'))),
          },
        );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('premium.verification.note')}</Label>
        <Textarea
          id={`${id}-note`}
          required
          minLength={20}
          maxLength={1000}
          aria-describedby={`${id}-note-hint`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-hint`} className="text-sm text-muted-foreground">
          {t('premium.verification.noteHint')}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-link`}>{t('premium.verification.link')}</Label>
        <Input
          id={`${id}-link`}
          type="url"
          required
          pattern="https://.*"
          value={linkUrl}
          onChange={(event) => setLinkUrl(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-fit" disabled={send.isPending}>
        {t('premium.verification.submit')}
      </Button>
    </form>
  );
}
