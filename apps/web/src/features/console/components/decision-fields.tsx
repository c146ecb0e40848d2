import { FormField } from '@/components/forms/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * The parts every operator decision form shares (a swap's dispute, a workshop seat's dispute): the outcomes
 * as radio buttons under a legend, and the note both members receive.
 */
export function OutcomeChoice<Outcome extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  /** The radio group's name: unique on the page when several forms are shown at once. */
  name: string;
  options: readonly (readonly [Outcome, string])[];
  value: Outcome;
  onChange: (outcome: Outcome) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The note to both members, with the form's error under it; typing clears the error. */
export function DecisionNoteField({
  value,
  onChange,
  error,
  rows = 3,
}: {
  value: string;
  onChange: (note: string) => void;
  error: string | null;
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('console.decision.note')} error={error}>
      {(control) => (
        <Textarea
          rows={rows}
          maxLength={1000}
          value={value}
          {...control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
