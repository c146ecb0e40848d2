import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * The parts every operator decision form shares (a swap's dispute, a workshop seat's dispute), registered
 * with the form's react-hook-form: the outcomes as radio buttons under a legend, and the note both members
 * receive.
 * Radio buttons are grouped by their form, so two decision forms on one page keep their choices apart.
 */
export function OutcomeChoice<Outcome extends string>({
  legend,
  options,
  field,
}: {
  legend: string;
  options: readonly (readonly [Outcome, string])[];
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-2 text-sm">
          <input type="radio" value={option} {...field} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The note to both members, with the form's error under it. */
export function DecisionNoteField({
  field,
  error,
  rows = 3,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('console.decision.note')} error={error}>
      {(control) => <Textarea rows={rows} maxLength={1000} {...control} {...field} />}
    </FormField>
  );
}
