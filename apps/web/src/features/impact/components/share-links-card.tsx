import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  createImpactLinkSchema,
  type CreateImpactLink,
  type CreatedImpactLink,
  type ImpactLink,
  type ImpactReport,
} from '@skillswap/contracts/impact/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { sharedImpactPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateImpactLink, useImpactLinks, useRevokeImpactLink } from '../api/impact.ts';
import { useReportLabels } from './use-report-labels.ts';

/**
 * "Share with a funder" (coordinators): a read-only link to the report of the period on screen, working
 * without signing in for the days chosen; the link is shown this once (only its hash is kept). Below, every
 * link made, each with a way to revoke it while it works.
 */
export function ShareLinksCard({ slug, period }: { slug: string; period: ImpactReport['period'] }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const [created, setCreated] = useState<CreatedImpactLink | null>(null);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('impact.share.intro', { from: labels.day(period.from), to: labels.day(period.to) })}
      </p>
      {created ? (
        <CreatedLinkNotice link={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateLinkForm slug={slug} period={period} onCreated={setCreated} />
      )}
      <LinkList slug={slug} />
    </div>
  );
}

/** The server's issues about the period go where the schema puts them: on its end. */
const linkFields = { expiresInDays: 'expiresInDays', from: 'to', to: 'to' } as const;

function CreateLinkForm({
  slug,
  period,
  onCreated,
}: {
  slug: string;
  period: ImpactReport['period'];
  onCreated: (link: CreatedImpactLink) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateImpactLink(slug);
  const { register, handleSubmit, setError, formState } = useForm<CreateImpactLink>({
    resolver: zodResolver(createImpactLinkSchema),
    // The period is the report's on screen; only the days are the coordinator's to choose.
    defaultValues: { from: period.from, to: period.to, expiresInDays: 30 },
  });
  const { errors } = formState;
  const error = translateValidation(
    t,
    errors.expiresInDays?.message ?? errors.to?.message ?? errors.root?.message,
  );

  const submit = handleSubmit(async (input) => {
    try {
      onCreated(await create.mutateAsync(input));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, linkFields)) return;
      setError('root', { message: getErrorMessage(failure, t('impact.share.failed')) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-days`}>{t('impact.share.days')}</Label>
        <Input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          className="w-32"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-days-hint`, error ? `${id}-days-error` : ''].filter(Boolean).join(' ')}
          {...register('expiresInDays', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {t('impact.share.create')}
      </Button>
      <p id={`${id}-days-hint`} className="w-full text-xs text-muted-foreground">
        {t('impact.share.daysHint')}
      </p>
      <FormMessage id={`${id}-days-error`} className="w-full">
        {error}
      </FormMessage>
    </form>
  );
}

/** The new link, shown this once, with a way to copy it. */
function CreatedLinkNotice({ link, onDone }: { link: CreatedImpactLink; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const url = `${window.location.origin}${sharedImpactPath(link.token)}`;
  const copy = () =>
    void navigator.clipboard.writeText(url).then(
      () => toast.success(t('impact.share.copied')),
      () => toast.error(t('impact.share.copyFailed')),
    );
  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-muted/40 p-4">
      <p className="text-sm font-medium">{t('impact.share.ready')}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{t('impact.share.url')}</Label>
        <Input
          id={`${id}-url`}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="font-mono"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {t('impact.share.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('impact.share.done')}
        </Button>
      </div>
    </div>
  );
}

function LinkList({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const links = useImpactLinks(slug);
  const headingId = useId();
  return (
    <div className="grid gap-2 border-t pt-3">
      <h3 id={headingId} className="font-semibold">
        {t('impact.share.listTitle')}
      </h3>
      {links.isPending ? (
        <LoadingPanel label={t('impact.share.loading')} className="py-4" />
      ) : !links.data ? (
        <p role="alert" className="text-sm">
          {getErrorMessage(links.error, t('impact.share.loadFailed'))}
        </p>
      ) : links.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('impact.share.none')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y">
          {links.data.items.map((link) => (
            <LinkRow key={link.id} slug={slug} link={link} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LinkRow({ slug, link }: { slug: string; link: ImpactLink }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const revoke = useRevokeImpactLink(slug);
  const period = t('impact.share.period', {
    from: labels.day(link.period.from),
    to: labels.day(link.period.to),
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="wrap-anywhere">{period}</span>
          <Badge variant={link.status === 'active' ? 'success' : 'outline'}>
            {t(`impact.share.status.${link.status}`)}
          </Badge>
        </p>
        <p className="text-muted-foreground wrap-anywhere">
          {t('impact.share.madeBy', {
            name: labels.isolate(link.createdBy?.fullName ?? t('impact.settings.formerMember')),
            date: labels.date(link.createdAt),
          })}
        </p>
        <p className="text-muted-foreground">
          {link.status === 'revoked' && link.revokedAt
            ? t('impact.share.revokedOn', { date: labels.date(link.revokedAt) })
            : link.status === 'expired'
              ? t('impact.share.expired', { date: labels.date(link.expiresAt) })
              : t('impact.share.expires', { date: labels.date(link.expiresAt) })}
        </p>
      </div>
      {link.status === 'active' && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              aria-label={t('impact.share.revokeLabel', { period })}
            >
              {t('impact.share.revoke')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('impact.share.revokeTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('impact.share.revokeText', { period })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('impact.share.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() =>
                  revoke.mutate(link.id, {
                    onSuccess: () => toast.success(t('impact.share.revoked')),
                    onError: (failure) =>
                      toast.error(getErrorMessage(failure, t('impact.share.revokeFailed'))),
                  })
                }
              >
                {t('impact.share.revoke')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </li>
  );
}
