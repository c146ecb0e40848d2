import { useEffect, useRef, useState } from 'react';
import type { Suggestion } from '@skillswap/contracts/community-activation/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useActivationSuggestions, useSendNudge } from '../api/community-activation.ts';
import type { QueueEntry } from './activation-queue-entries.tsx';

const suggestionValue = (suggestion: Pick<Suggestion, 'kind' | 'id'>) =>
  `${suggestion.kind}:${suggestion.id}`;
const noSuggestion = 'none';

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
  const send = useSendNudge(slug);
  const suggestions = useActivationSuggestions(slug, entry.member.id);
  const [message, setMessage] = useState(entry.defaultMessage);
  const [choice, setChoice] = useState(noSuggestion);
  const [error, setError] = useState<string | undefined>();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // The form opens with the message in focus, so a keyboard user goes on from where they asked for it.
  useEffect(() => messageRef.current?.focus(), []);
  const items = suggestions.data?.items ?? [];
  const chosen = items.find((each) => suggestionValue(each) === choice) ?? null;
  return (
    <form
      id={id}
      className="grid gap-3 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        send
          .mutateAsync({
            reason: entry.reason,
            memberId: entry.member.id,
            subjectId: entry.subjectId,
            message,
            suggestion: chosen && { kind: chosen.kind, id: chosen.id },
          })
          .then(
            () => {
              toast.success(t('communityActivation.form.sent', { name: entry.member.fullName }));
              onSent();
            },
            (failure: unknown) => setError(getErrorMessage(failure, t('communityActivation.failed'))),
          );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`} className="leading-snug wrap-anywhere">
          {t('communityActivation.form.message', { name: entry.member.fullName })}
        </Label>
        <Textarea
          ref={messageRef}
          id={`${id}-message`}
          required
          maxLength={1000}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('communityActivation.form.suggestion')}</legend>
        <SuggestionOption
          name={`${id}-suggestion`}
          value={noSuggestion}
          choice={choice}
          onChoose={setChoice}
          label={t('communityActivation.form.noSuggestion')}
        />
        {items.map((suggestion) => (
          <SuggestionOption
            key={suggestionValue(suggestion)}
            name={`${id}-suggestion`}
            value={suggestionValue(suggestion)}
            choice={choice}
            onChoose={setChoice}
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
      <FormMessage id={`${id}-error`} role="alert">
        {error}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
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
