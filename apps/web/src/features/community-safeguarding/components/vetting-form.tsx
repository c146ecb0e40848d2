import { useId, useState } from 'react';
import {
  safeguardingLimits,
  vettingInputSchema,
  type MemberVetting,
} from '@skillswap/contracts/community-safeguarding/schemas';
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

/** The member a form is about. */
interface Member {
  id: string;
  fullName: string;
}

function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
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
  const action = useSafeguardingAction();
  const [referencesOn, setReferencesOn] = useState(vetting?.referencesCheckedOn ?? '');
  const [backgroundOn, setBackgroundOn] = useState(vetting?.backgroundCheckedOn ?? '');
  const [expiresOn, setExpiresOn] = useState(vetting?.backgroundExpiresOn ?? '');
  const [note, setNote] = useState(vetting?.note ?? '');
  const [error, setError] = useState<string | undefined>();
  const fail = (failure: unknown) => setError(getErrorMessage(failure, t('communitySafeguarding.failed')));
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        const input = {
          referencesCheckedOn: referencesOn || null,
          backgroundCheckedOn: backgroundOn || null,
          backgroundExpiresOn: expiresOn || null,
          note,
        };
        const checked = vettingInputSchema.safeParse(input);
        if (!checked.success) return setError(translateValidation(t, checked.error.issues[0]?.message));
        action
          .mutateAsync(() => safeguardingActions.saveVetting(slug, member.id, input))
          .then(
            () => toast.success(t('communitySafeguarding.vetting.saved', { name: member.fullName })),
            fail,
          );
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold wrap-anywhere">
        {t('communitySafeguarding.vetting.title', { name: member.fullName })}
      </h3>
      {vetting && <VettingFacts vetting={vetting} />}
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField
          id={`${id}-references`}
          label={t('communitySafeguarding.vetting.referencesOn')}
          value={referencesOn}
          onChange={setReferencesOn}
        />
        <DateField
          id={`${id}-background`}
          label={t('communitySafeguarding.vetting.backgroundOn')}
          value={backgroundOn}
          onChange={setBackgroundOn}
        />
        <DateField
          id={`${id}-expires`}
          label={t('communitySafeguarding.vetting.expiresOn')}
          value={expiresOn}
          onChange={setExpiresOn}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('communitySafeguarding.vetting.note')}</Label>
        <Input
          id={`${id}-note`}
          maxLength={safeguardingLimits.maxNoteLength}
          aria-describedby={`${id}-note-hint`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
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
              setError(undefined);
              action
                .mutateAsync(() => safeguardingActions.withdrawVetting(slug, member.id))
                .then(() => {
                  setReferencesOn('');
                  setBackgroundOn('');
                  setExpiresOn('');
                  setNote('');
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
