import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, type Control, type FieldError, type Merge } from 'react-hook-form';
import type { z } from 'zod';
import {
  communityAreaInputSchema,
  type CommunityArea,
  type CommunityAreaInput,
} from '@skillswap/contracts/community-areas/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { fieldClassName } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useSaveCommunityArea } from '../api/community-areas.ts';

/** A member who may coordinate an area: the community's active members. */
export interface AreaCoordinatorChoice {
  id: string;
  name: string;
}

type AreaValues = z.input<typeof communityAreaInputSchema>;
const areaFields = ['name', 'cities', 'postcodePrefixes', 'coordinatorId'] as const;

/** "Leeds, Bradford" → ["Leeds", "Bradford"]: the boxes take a list separated by commas. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const isEntryList = (error: unknown): error is readonly (FieldError | undefined)[] => Array.isArray(error);

/** The first issue about a list: about the list itself, or else about one of its entries. */
function listIssue(error: Merge<FieldError, (FieldError | undefined)[]> | undefined): string | undefined {
  if (error?.message) return error.message;
  return isEntryList(error) ? error.find((entry) => entry?.message)?.message : undefined;
}

/**
 * A list typed as one line separated by commas: the box keeps the text as typed, the form holds the list
 * the contract checks.
 */
function ListField({
  control,
  name,
  label,
  error,
}: {
  control: Control<AreaValues, unknown, CommunityAreaInput>;
  name: 'cities' | 'postcodePrefixes';
  label: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ListInput label={label} error={error} {...field} />}
    />
  );
}

function ListInput({
  label,
  error,
  value,
  onChange,
  ...field
}: {
  label: string;
  error: string | undefined;
  value: string[];
  onChange: (list: string[]) => void;
  onBlur: () => void;
  name: string;
  ref: (element: HTMLInputElement | null) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label={label}
      error={error}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(listOf(event.target.value));
      }}
      {...field}
    />
  );
}

/** Adds an area, or changes one: its name, places and coordinator, checked by the contract's schema. */
export function AreaForm({
  slug,
  area,
  choices,
  onDone,
}: {
  slug: string;
  area: CommunityArea | null;
  choices: AreaCoordinatorChoice[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCommunityArea(slug);
  const { register, handleSubmit, setError, control, formState } = useForm<
    AreaValues,
    unknown,
    CommunityAreaInput
  >({
    resolver: zodResolver(communityAreaInputSchema),
    defaultValues: {
      name: area?.name ?? '',
      cities: area?.cities ?? [],
      postcodePrefixes: area?.postcodePrefixes ?? [],
      coordinatorId: area?.coordinator?.id ?? null,
    },
  });
  const { errors } = formState;
  const issue = (message: string | undefined) => translateValidation(t, message);
  const coordinatorError = issue(errors.coordinatorId?.message);

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ areaId: area?.id ?? null, area: input });
      toast.success(t('communityAreas.saved', { name: saved.name }));
      onDone();
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, areaFields)) return;
      setError('root', { message: getErrorMessage(failure, t('communityAreas.failed')) });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={area ? t('communityAreas.editTitle', { name: area.name }) : t('communityAreas.addTitle')}
      className="grid gap-3 rounded-lg border p-3"
    >
      <TextField label={t('communityAreas.name')} error={issue(errors.name?.message)} {...register('name')} />
      <ListField
        control={control}
        name="cities"
        label={t('communityAreas.cities')}
        error={issue(listIssue(errors.cities))}
      />
      <ListField
        control={control}
        name="postcodePrefixes"
        label={t('communityAreas.prefixes')}
        error={issue(listIssue(errors.postcodePrefixes))}
      />
      <p className="text-xs text-muted-foreground">{t('communityAreas.hint')}</p>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-coordinator`} className="text-sm font-medium">
          {t('communityAreas.coordinatorLabel')}
        </label>
        <select
          id={`${id}-coordinator`}
          aria-invalid={coordinatorError ? true : undefined}
          aria-describedby={coordinatorError ? `${id}-coordinator-message` : undefined}
          className={cn(fieldClassName, 'h-9 py-1')}
          {...register('coordinatorId', { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">{t('communityAreas.noCoordinatorOption')}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <FormMessage id={`${id}-coordinator-message`}>{coordinatorError}</FormMessage>
      </div>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('communityAreas.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('communityAreas.cancel')}
        </Button>
      </div>
    </form>
  );
}
