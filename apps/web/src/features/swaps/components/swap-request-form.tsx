import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { swapRequestTermsSchema } from '@skillswap/contracts/swaps/schemas';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { HoursField } from '@/components/forms/hours-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { SkillCoinEffect } from '@/components/swaps/skill-coin-effect.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';

type FormInput = z.input<typeof swapRequestTermsSchema>;
export type SwapRequestFormValues = z.output<typeof swapRequestTermsSchema>;

interface SwapRequestFormProps {
  /** What the fields start with: the spec's prefill for a new request, the current terms when editing. */
  defaults: SwapRequestFormValues;
  mySkills: readonly string[];
  theirSkills: readonly string[];
  otherName: string;
  /** Shown above the buttons (the plan limits when sending). */
  note?: ReactNode;
  /**
   * Communities both members belong to: when there are any, a "Made in" choice (ADR 181): a swap made in one
   * keeps its rules. The default is in `defaults.communityId`.
   */
  communities?: readonly { id: string; name: string }[];
  submitLabel: string;
  pendingLabel: string;
  isSending: boolean;
  onSend: (values: SwapRequestFormValues) => void;
}

/** The terms of a swap request (skills, hours each way, message), with what they will cost in SkillCoin. */
export function SwapRequestForm({
  defaults,
  mySkills,
  theirSkills,
  otherName,
  note,
  communities = [],
  submitLabel,
  pendingLabel,
  isSending,
  onSend,
}: SwapRequestFormProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const form = useForm<FormInput, unknown, SwapRequestFormValues>({
    resolver: zodResolver(swapRequestTermsSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [hoursOffered, hoursRequested] = useWatch({
    control: form.control,
    name: ['hoursOffered', 'hoursRequested'],
  });
  const hoursError = errors.hoursOffered ?? errors.hoursRequested;

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate className="grid gap-4">
      <TextField
        label={t('swaps.overview.teach')}
        suggestions={mySkills}
        error={validation(errors.offeredSkill?.message)}
        {...form.register('offeredSkill')}
      />
      <TextField
        label={t('swaps.overview.learn')}
        suggestions={theirSkills}
        error={validation(errors.requestedSkill?.message)}
        {...form.register('requestedSkill')}
      />
      <div className="grid grid-cols-2 gap-4">
        <HoursField
          id={`${id}-offered`}
          label={t('swaps.form.hoursTeach')}
          step={0.5}
          aria-invalid={hoursError ? true : undefined}
          aria-describedby={hoursError ? `${id}-hours-message` : undefined}
          {...form.register('hoursOffered', { valueAsNumber: true })}
        />
        <HoursField
          id={`${id}-requested`}
          label={t('swaps.form.hoursLearn')}
          step={0.5}
          aria-invalid={hoursError ? true : undefined}
          aria-describedby={hoursError ? `${id}-hours-message` : undefined}
          {...form.register('hoursRequested', { valueAsNumber: true })}
        />
      </div>
      <FormMessage id={`${id}-hours-message`}>{validation(hoursError?.message)}</FormMessage>
      <SkillCoinEffect
        hoursOffered={Number(hoursOffered)}
        hoursRequested={Number(hoursRequested)}
        viewerRole="requester"
        otherName={otherName}
      />
      {communities.length > 0 && (
        <FormField label={t('swaps.form.madeIn')} error={validation(errors.communityId?.message)}>
          {(control) => (
            <select
              className="h-9 rounded-md border border-input bg-transparent px-3 py-1 text-sm"
              {...control}
              {...form.register('communityId', {
                setValueAs: (value: string) => (value === '' ? undefined : value),
              })}
            >
              <option value="">{t('swaps.form.outsideCommunities')}</option>
              {communities.map((community) => (
                <option key={community.id} value={community.id}>
                  {community.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label={t('swaps.form.message')} error={validation(errors.message?.message)}>
        {(control) => <Textarea rows={3} maxLength={2000} {...control} {...form.register('message')} />}
      </FormField>
      {note}
      <DialogFormFooter submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isSending} />
    </form>
  );
}
