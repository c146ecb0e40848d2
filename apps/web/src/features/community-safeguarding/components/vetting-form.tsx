import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { safeguardingLimits, type MemberVetting } from '@skillswap/contracts/community-safeguarding/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { safeguardingActions, useSafeguardingAction } from '../api/community-safeguarding.ts';
import { VettingFacts } from './vetting-facts.tsx';
import {
  dayAs,
  vettingFields,
  vettingFormOptions,
  vettingValues,
  type VettingValues,
} from './vetting-form-options.ts';

/** The member a form is about. */
interface Member {
  id: string;
  fullName: string;
}

function DateField({ id, label, ...control }: { id: string; label: string } & UseFormRegisterReturn) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" {...control} />
    </div>
  );
}

export function VettingForm({
  slug,
  member,
  vetting,
}: {
  slug: string;
  member: Member;
  vetting: MemberVetting | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useSafeguardingAction(slug);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<VettingValues>(
    vettingFormOptions(vetting),
  );
  const { errors } = formState;
  // One message under the form, as before: the first field's issue, else the refusal's own words.
  const fieldIssue = vettingFields.map((field) => errors[field]?.message).find(Boolean);
  const error = translateValidation(t, fieldIssue) ?? errors.root?.message;
  const fail = (failure: unknown) => {
    if (setServerFieldErrors(setError, failure, vettingFields)) return;
    setError('root', { message: getErrorMessage(failure, t('communitySafeguarding.failed')) });
  };
  const submit = handleSubmit(async (input) => {
    try {
      await action.mutateAsync(() => safeguardingActions.saveVetting(slug, member.id, input));
      toast.success(t('communitySafeguarding.vetting.saved', { name: member.fullName }));
    } catch (failure) {
      fail(failure);
    }
  });
  const day = (name: (typeof vettingFields)[number]) => register(name, { setValueAs: dayAs });
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="font-semibold wrap-anywhere">
        {t('communitySafeguarding.vetting.title', { name: member.fullName })}
      </h3>
      {vetting && <VettingFacts vetting={vetting} />}
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField
          id={`${id}-references`}
          label={t('communitySafeguarding.vetting.referencesOn')}
          {...day('referencesCheckedOn')}
        />
        <DateField
          id={`${id}-background`}
          label={t('communitySafeguarding.vetting.backgroundOn')}
          {...day('backgroundCheckedOn')}
        />
        <DateField
          id={`${id}-expires`}
          label={t('communitySafeguarding.vetting.expiresOn')}
          {...day('backgroundExpiresOn')}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('communitySafeguarding.vetting.note')}</Label>
        <Input
          id={`${id}-note`}
          maxLength={safeguardingLimits.maxNoteLength}
          aria-describedby={`${id}-note-hint`}
          {...register('note')}
        />
        <p id={`${id}-note-hint`} className="text-xs text-muted-foreground">
          {t('communitySafeguarding.vetting.noteHint')}
        </p>
      </div>
      <FormMessage role="alert">{error}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={action.isPending}>
          {t('communitySafeguarding.vetting.save')}
        </Button>
        {vetting && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => {
              clearErrors();
              action
                .mutateAsync(() => safeguardingActions.withdrawVetting(slug, member.id))
                .then(() => {
                  reset(vettingValues(null));
                  toast.success(t('communitySafeguarding.vetting.withdrawn', { name: member.fullName }));
                }, fail);
            }}
          >
            {t('communitySafeguarding.vetting.withdraw')}
          </Button>
        )}
      </div>
    </form>
  );
}
