import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { sendNudgeSchema, type Suggestion } from '@skillswap/contracts/community-activation/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useActivationSuggestions, useSendNudge } from '../api/community-activation.ts';
import type { QueueEntry } from './activation-queue-entries.tsx';

const suggestionValue = (suggestion: Pick<Suggestion, 'kind' | 'id'>) =>
  `${suggestion.kind}:${suggestion.id}`;
const noSuggestion = 'none';

/** The contract's message, and which suggestion goes with it (a radio's value, or none). */
const nudgeFormSchema = sendNudgeSchema.pick({ message: true }).extend({ choice: z.string() });
type NudgeValues = z.input<typeof nudgeFormSchema>;
type NudgeInput = z.output<typeof nudgeFormSchema>;

export function NudgeForm({
  id,
  slug,
  entry,
  onSent,
  onCancel,
}: {
  id: string;
  slug: string;
  entry: QueueEntry;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const send = useSendNudge(slug);
  const suggestions = useActivationSuggestions(slug, entry.member.id);
  const { register, handleSubmit, setError, setFocus, setValue, control, formState } = useForm<
    NudgeValues,
    unknown,
    NudgeInput
  >({
    resolver: zodResolver(nudgeFormSchema),
    defaultValues: { message: entry.defaultMessage, choice: noSuggestion },
  });
  const { errors } = formState;
  const choice = useWatch({ control, name: 'choice' });
  // The form opens with the message in focus, so a keyboard user goes on from where they asked for it.
  useEffect(() => setFocus('message'), [setFocus]);
  const items = suggestions.data?.items ?? [];
  const messageError = validation(errors.message?.message);
  const submit = handleSubmit(async ({ message, choice: chosenValue }) => {
    const chosen = items.find((each) => suggestionValue(each) === chosenValue) ?? null;
    try {
      await send.mutateAsync({
        reason: entry.reason,
        memberId: entry.member.id,
        subjectId: entry.subjectId,
        message,
        suggestion: chosen && { kind: chosen.kind, id: chosen.id },
      });
      toast.success(t('communityActivation.form.sent', { name: entry.member.fullName }));
      onSent();
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['message'], validation)) return;
      setError('root', { message: getErrorMessage(failure, t('communityActivation.failed')) });
    }
  });
  const onChoose = (value: string) => setValue('choice', value);
  return (
    <form id={id} noValidate className="grid gap-3 border-t pt-3" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`} className="leading-snug wrap-anywhere">
          {t('communityActivation.form.message', { name: entry.member.fullName })}
        </Label>
        <Textarea
          id={`${id}-message`}
          maxLength={1000}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          {...register('message')}
        />
        <FormMessage id={`${id}-message-error`}>{messageError}</FormMessage>
      </div>
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('communityActivation.form.suggestion')}</legend>
        <SuggestionOption
          name={`${id}-suggestion`}
          value={noSuggestion}
          choice={choice}
          onChoose={onChoose}
          label={t('communityActivation.form.noSuggestion')}
        />
        {items.map((suggestion) => (
          <SuggestionOption
            key={suggestionValue(suggestion)}
            name={`${id}-suggestion`}
            value={suggestionValue(suggestion)}
            choice={choice}
            onChoose={onChoose}
            label={t(`communityActivation.suggestion.${suggestion.kind}`, {
              label: suggestion.label,
              skill: suggestion.skill,
            })}
          />
        ))}
        {suggestions.isPending && (
          <Spinner className="text-sm" label={t('communityActivation.form.loadingSuggestions')} />
        )}
        {suggestions.isSuccess && items.length === 0 && (
          <p className="text-xs text-muted-foreground">{t('communityActivation.form.noSuggestionsFound')}</p>
        )}
        {suggestions.isError && (
          <p className="text-xs text-muted-foreground">{t('communityActivation.form.suggestionsFailed')}</p>
        )}
      </fieldset>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {t('communityActivation.form.send')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('communityActivation.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SuggestionOption({
  name,
  value,
  choice,
  onChoose,
  label,
}: {
  name: string;
  value: string;
  choice: string;
  onChoose: (value: string) => void;
  label: string;
}) {
  return (
    <label className="flex min-h-8 min-w-0 items-center gap-2 text-sm wrap-anywhere">
      <input
        type="radio"
        name={name}
        value={value}
        className="size-4 shrink-0 accent-primary"
        checked={choice === value}
        onChange={() => onChoose(value)}
      />
      <span className="min-w-0">{label}</span>
    </label>
  );
}
