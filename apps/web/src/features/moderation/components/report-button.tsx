import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  createReportSchema,
  reportDetailsMaxLength,
  reportReasons,
  type CreateReportInput,
  type MyReport,
  type ReportReason,
  type ReportTargetKind,
} from '@skillswap/contracts/moderation/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCreateReport } from '../api/reports.ts';

type ReportValues = z.input<typeof createReportSchema>;
type ReportInput = z.output<typeof createReportSchema>;

/** "Report" on a profile, a message or a review: a reason, optional details, then "Report received". */
export function ReportButton({
  targetKind,
  targetId,
  targetName,
  size = 'sm',
  className,
  alsoBlock,
  send,
  namesTarget = false,
}: {
  targetKind: ReportTargetKind;
  targetId: string;
  /** Who or what is reported, for the dialog's title: "Report Tom". */
  targetName: string;
  size?: 'sm' | 'default';
  className?: string;
  /**
   * Offers "Also block" in the same dialog: the member behind the reported content, and how to block them
   * (the route brings the block from the safety feature). Blocking runs only once the report is in.
   */
  alsoBlock?: { memberName: string; block: () => Promise<unknown> };
  /** Where the report goes when not to SkillSwap's reports (the route brings it from another feature). */
  send?: (input: CreateReportInput) => Promise<MyReport>;
  /** The trigger's accessible name says whom it reports, where a list holds one trigger per member. */
  namesTarget?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const validation = useValidationMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset: resetForm,
    control,
    formState,
  } = useForm<ReportValues, unknown, ReportInput>({
    resolver: zodResolver(createReportSchema),
    defaultValues: { targetKind, targetId, details: '' },
  });
  const { errors } = formState;
  const details = useWatch({ control, name: 'details' }) ?? '';
  const [wantsBlock, setWantsBlock] = useState(false);
  const [blockOutcome, setBlockOutcome] = useState<'blocked' | 'failed' | null>(null);
  const mutation = useCreateReport(send);

  const reset = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      resetForm();
      setWantsBlock(false);
      setBlockOutcome(null);
      mutation.reset();
    }
  };
  const submit = handleSubmit(async ({ reason, details: written }) => {
    try {
      await mutation.mutateAsync({ targetKind, targetId, reason, ...(written ? { details: written } : {}) });
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['reason', 'details'])) return;
      setError('root', { message: getErrorMessage(failure, t('safety.report.failed')) });
      return;
    }
    if (wantsBlock && alsoBlock) {
      alsoBlock.block().then(
        () => setBlockOutcome('blocked'),
        () => setBlockOutcome('failed'),
      );
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size={size}
          className={cn('text-muted-foreground', className)}
          aria-label={namesTarget ? t('safety.report.triggerFor', { name: targetName }) : undefined}
        >
          <Flag aria-hidden="true" />
          {t(`safety.report.trigger.${targetKind}`)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('safety.report.title', { name: targetName })}</DialogTitle>
          <DialogDescription>
            {t(
              targetKind === 'remote_member'
                ? 'safety.report.descriptionRemote'
                : 'safety.report.description',
            )}
          </DialogDescription>
        </DialogHeader>
        {mutation.isSuccess ? (
          <div className="grid gap-4">
            <p role="status" className="font-medium">
              {t('safety.report.received')}
            </p>
            <p className="text-sm text-muted-foreground">{t('safety.report.thanks')}</p>
            {blockOutcome === 'blocked' && alsoBlock && (
              <p role="status" className="text-sm">
                {t('safety.report.blocked', { name: alsoBlock.memberName })}
              </p>
            )}
            {blockOutcome === 'failed' && alsoBlock && (
              <p role="alert" className="text-sm text-destructive">
                {t('safety.report.blockFailed', { name: alsoBlock.memberName })}
              </p>
            )}
            <DialogFooter>
              <Button onClick={() => reset(false)}>{t('safety.report.close')}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-reason`}>{t('safety.report.reason')}</Label>
              <select
                id={`${id}-reason`}
                // The choice starts empty; a reason is chosen, never assumed.
                defaultValue=""
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
                {...register('reason', {
                  setValueAs: (value: string | undefined) => (value ? (value as ReportReason) : undefined),
                })}
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
              >
                <option value="" disabled>
                  {t('safety.report.chooseReason')}
                </option>
                {reportReasons.map((value) => (
                  <option key={value} value={value}>
                    {t(`safety.reason.${value}`)}
                  </option>
                ))}
              </select>
              <FormMessage id={`${id}-reason-error`}>{validation(errors.reason?.message)}</FormMessage>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-details`}>{t('safety.report.details')}</Label>
              <Textarea
                id={`${id}-details`}
                maxLength={reportDetailsMaxLength}
                rows={4}
                aria-invalid={errors.details ? true : undefined}
                aria-describedby={
                  errors.details ? `${id}-details-error ${id}-details-count` : `${id}-details-count`
                }
                {...register('details')}
              />
              <FormMessage id={`${id}-details-error`}>{validation(errors.details?.message)}</FormMessage>
              <p id={`${id}-details-count`} className="text-xs text-muted-foreground">
                {t('safety.report.count', { count: details.length, max: reportDetailsMaxLength })}
              </p>
            </div>
            {alsoBlock && (
              <div className="flex items-start gap-2">
                <input
                  id={`${id}-block`}
                  type="checkbox"
                  checked={wantsBlock}
                  onChange={(event) => setWantsBlock(event.target.checked)}
                  className="mt-1 size-4 accent-primary"
                  aria-describedby={`${id}-block-hint`}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-block`}>
                    {t('safety.report.alsoBlock', { name: alsoBlock.memberName })}
                  </Label>
                  <p id={`${id}-block-hint`} className="text-xs text-muted-foreground">
                    {t('safety.report.alsoBlockHint')}
                  </p>
                </div>
              </div>
            )}
            <FormMessage role="alert">{errors.root?.message}</FormMessage>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => reset(false)}>
                {t('safety.cancel')}
              </Button>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('safety.report.sending') : t('safety.report.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
