import { useId, useState } from 'react';
import { accentColours, accentPalette, type AccentColour } from '@skillswap/contracts/organisations/branding';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMyBranding, useSaveBranding } from '../api/branding.ts';

const coverIdOf = (url: string | null) => url?.match(/([0-9a-f]{64})\.webp$/)?.[1] ?? null;

/** My Profile's branding (ADR 113): an accent colour from the palette and a cover image, Premium and up. */
export function BrandingEditor({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'premium');
  const branding = useMyBranding(isAllowed);
  const id = useId();
  if (plan === undefined) return null;
  const heading = (
    <h2 id={`${id}-heading`} className="text-xl font-semibold">
      {t('premium.branding.title')}
    </h2>
  );
  if (!isAllowed) {
    return (
      <section aria-labelledby={`${id}-heading`} className="grid gap-3">
        {heading}
        <PlanLock plan="premium" feature={t('premium.branding.lockFeature')}>
          <p className="text-sm text-muted-foreground">{t('premium.branding.lockText')}</p>
        </PlanLock>
      </section>
    );
  }
  if (!branding.data) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border p-4">
      <div className="grid gap-1">
        {heading}
        <p className="text-sm text-muted-foreground">{t('premium.branding.description')}</p>
      </div>
      <BrandingForm formId={id} accent={branding.data.accent} coverUrl={branding.data.coverUrl} />
    </section>
  );
}

function BrandingForm({
  formId,
  accent: savedAccent,
  coverUrl,
}: {
  formId: string;
  accent: AccentColour | null;
  coverUrl: string | null;
}) {
  const { t } = useTranslation();
  const save = useSaveBranding();
  const [accent, setAccent] = useState<AccentColour | null>(savedAccent);
  const [file, setFile] = useState<File | null>(null);
  const [keepsCover, setKeepsCover] = useState(coverUrl !== null);
  return (
    <form
      aria-labelledby={`${formId}-heading`}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { accent, file, coverId: keepsCover ? coverIdOf(coverUrl) : null },
          {
            onSuccess: (saved) => {
              setFile(null);
              setKeepsCover(saved.coverUrl !== null);
              toast.success(t('premium.branding.saved'));
            },
            onError: (error) => toast.error(getErrorMessage(error, t('premium.branding.saveFailed'))),
          },
        );
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('premium.branding.accent')}</legend>
        <div className="flex flex-wrap gap-2">
          <AccentChoice
            name={`${formId}-accent`}
            label={t('premium.branding.accentNone')}
            checked={accent === null}
            onChoose={() => setAccent(null)}
          />
          {accentColours.map((colour) => (
            <AccentChoice
              key={colour}
              name={`${formId}-accent`}
              label={t(`premium.branding.colour.${colour}`)}
              colour={colour}
              checked={accent === colour}
              onChoose={() => setAccent(colour)}
            />
          ))}
        </div>
      </fieldset>
      {coverUrl && keepsCover && !file && (
        <div className="grid gap-2">
          <img
            src={coverUrl}
            alt={t('premium.branding.currentCover')}
            className="aspect-[3/1] w-full rounded-lg object-cover"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => setKeepsCover(false)}
          >
            {t('premium.branding.removeCover')}
          </Button>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${formId}-cover`}>{t('premium.branding.cover')}</Label>
        <Input
          id={`${formId}-cover`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${formId}-cover-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${formId}-cover-hint`} className="text-sm text-muted-foreground">
          {t('premium.branding.coverHint')}
        </p>
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {t('premium.branding.save')}
      </Button>
    </form>
  );
}

function AccentChoice({
  name,
  label,
  colour,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  colour?: AccentColour;
  checked: boolean;
  onChoose: () => void;
}) {
  const shades = colour ? accentPalette[colour] : null;
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-ring">
      <input type="radio" name={name} checked={checked} onChange={onChoose} className="sr-only" />
      <span
        aria-hidden="true"
        className="size-4 rounded-full border bg-muted"
        style={shades ? { backgroundColor: shades.light } : undefined}
      />
      {label}
    </label>
  );
}
