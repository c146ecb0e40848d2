import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { skillTaxonomy } from '@skillswap/contracts/shared/skill-taxonomy';
import { boardPostLifetimes, createBoardPostSchema } from '@skillswap/contracts/board/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { boardPostPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateBoardPost } from '../api/create-board-post.ts';
import type { BoardCommunityChoice } from '../api/list-board-posts.ts';
import { FieldSelect } from './field-select.tsx';

type PostValues = z.input<typeof createBoardPostSchema>;
type PostInput = z.output<typeof createBoardPostSchema>;

const fields = [
  'kind',
  'title',
  'description',
  'skill',
  'hours',
  'isOnline',
  'city',
  'lifetimeDays',
  'community',
] as const;
type Field = (typeof fields)[number];

/**
 * "New post": a need or an offer, checked with the contract's schema; field errors show under their field.
 */
export function NewPostDialog({ communities }: { communities: readonly BoardCommunityChoice[] }) {
  const id = useId();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const [isOpen, setIsOpen] = useState(false);
  const { register, handleSubmit, setError, control, formState } = useForm<PostValues, unknown, PostInput>({
    resolver: zodResolver(createBoardPostSchema),
    defaultValues: {
      kind: 'need',
      title: '',
      description: '',
      skill: '',
      hours: 1,
      isOnline: true,
      city: '',
      lifetimeDays: 14,
    },
  });
  const { errors } = formState;
  const isOnline = useWatch({ control, name: 'isOnline' });
  const mutation = useCreateBoardPost();

  const submit = handleSubmit(async (input) => {
    try {
      // A city typed before switching to online is not part of the post.
      const { data } = await mutation.mutateAsync(input.isOnline ? { ...input, city: undefined } : input);
      setIsOpen(false);
      toast.success(t('board.newPost.posted'));
      void navigate(boardPostPath(data.id));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, fields)) return;
      setError('root', { message: getErrorMessage(failure, t('board.newPost.failed')) });
    }
  });

  const fieldError = (name: Field): FieldError | undefined => errors[name];
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldError(name) ? true : undefined,
    'aria-describedby': fieldError(name) ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) => (
    <FormMessage id={`${id}-${name}-error`}>{validation(fieldError(name)?.message)}</FormMessage>
  );

  return (
    <ActionDialog
      trigger={<Button>{t('board.newPost.title')}</Button>}
      title={t('board.newPost.title')}
      description={t('board.newPost.description')}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>{t('board.newPost.kind')}</Label>
          <FieldSelect {...field('kind')} {...register('kind')}>
            <option value="need">{t('board.newPost.kindNeed')}</option>
            <option value="offer">{t('board.newPost.kindOffer')}</option>
          </FieldSelect>
          {error('kind')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{t('board.newPost.postTitle')}</Label>
          <Input {...field('title')} maxLength={100} {...register('title')} />
          {error('title')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{t('board.newPost.postDescription')}</Label>
          <Textarea {...field('description')} maxLength={2000} {...register('description')} />
          {error('description')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-skill`}>{t('board.facts.skill')}</Label>
            <Input {...field('skill')} list={`${id}-skills`} {...register('skill')} />
            <datalist id={`${id}-skills`}>
              {skillTaxonomy.map((entry) => (
                <option key={entry.canonical} value={entry.canonical} />
              ))}
            </datalist>
            {error('skill')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-hours`}>{t('board.facts.hours')}</Label>
            <Input
              {...field('hours')}
              type="number"
              min={0.25}
              max={100}
              step={0.25}
              {...register('hours', { valueAsNumber: true })}
            />
            {error('hours')}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-isOnline`}>{t('board.facts.where')}</Label>
            <FieldSelect
              {...field('isOnline')}
              {...register('isOnline', {
                setValueAs: (value: unknown) => value === true || value === 'true',
              })}
            >
              <option value="true">{t('board.facts.online')}</option>
              <option value="false">{t('board.filters.inPerson')}</option>
            </FieldSelect>
            {error('isOnline')}
          </div>
          {!isOnline && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-city`}>{t('board.newPost.city')}</Label>
              <Input {...field('city')} maxLength={80} {...register('city')} />
              {error('city')}
            </div>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-lifetimeDays`}>{t('board.newPost.lifetime')}</Label>
          <FieldSelect {...field('lifetimeDays')} {...register('lifetimeDays', { setValueAs: Number })}>
            {boardPostLifetimes.map((days) => (
              <option key={days} value={days}>
                {t('board.newPost.days', { days })}
              </option>
            ))}
          </FieldSelect>
          {error('lifetimeDays')}
        </div>
        {communities.length > 0 && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-community`}>{t('board.newPost.community')}</Label>
            <FieldSelect
              {...field('community')}
              {...register('community', {
                setValueAs: (value: string | undefined) => (value ? value : undefined),
              })}
            >
              <option value="">{t('board.newPost.communityNone')}</option>
              {communities.map((community) => (
                <option key={community.slug} value={community.slug}>
                  {community.name}
                </option>
              ))}
            </FieldSelect>
            {error('community')}
          </div>
        )}
        <FormMessage role="alert">{errors.root?.message}</FormMessage>
        <Button type="submit" disabled={mutation.isPending} className="justify-self-end">
          {mutation.isPending ? t('board.newPost.posting') : t('board.newPost.submit')}
        </Button>
      </form>
    </ActionDialog>
  );
}
