import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { skillTaxonomy } from '@skillswap/contracts/shared/skill-taxonomy';
import { boardPostLifetimes, type CreateBoardPostInput } from '@skillswap/contracts/board/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { boardPostPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useCreateBoardPost } from '../api/create-board-post.ts';
import type { BoardCommunityChoice } from '../api/list-board-posts.ts';
import { FieldSelect } from './field-select.tsx';

type Field = 'kind' | 'title' | 'description' | 'skill' | 'hours' | 'city' | 'lifetimeDays' | 'community';

/** "New post": a need or an offer, checked by the server; field errors show under their field. */
export function NewPostDialog({ communities }: { communities: readonly BoardCommunityChoice[] }) {
  const id = useId();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState({
    kind: 'need',
    title: '',
    description: '',
    skill: '',
    hours: '1',
    place: 'online',
    city: '',
    lifetimeDays: '14',
    community: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const mutation = useCreateBoardPost();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input: CreateBoardPostInput = {
      kind: values.kind as CreateBoardPostInput['kind'],
      title: values.title,
      description: values.description,
      skill: values.skill,
      hours: Number(values.hours),
      isOnline: values.place === 'online',
      ...(values.place === 'online' ? {} : { city: values.city }),
      lifetimeDays: Number(values.lifetimeDays) as CreateBoardPostInput['lifetimeDays'],
      ...(values.community ? { community: values.community } : {}),
    };
    mutation.mutate(input, {
      onSuccess: ({ data }) => {
        setIsOpen(false);
        toast.success(t('board.newPost.posted'));
        void navigate(boardPostPath(data.id));
      },
      onError: (failure) => {
        const fieldErrors: Partial<Record<Field | 'form', string>> = {};
        if (failure instanceof ApiError) {
          for (const issue of failure.issues ?? []) fieldErrors[issue.path as Field] ??= issue.message;
        }
        if (Object.keys(fieldErrors).length === 0) {
          fieldErrors.form = getErrorMessage(failure, t('board.newPost.failed'));
        }
        setErrors(fieldErrors);
      },
    });
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) => <FormMessage id={`${id}-${name}-error`}>{errors[name]}</FormMessage>;

  return (
    <ActionDialog
      trigger={<Button>{t('board.newPost.title')}</Button>}
      title={t('board.newPost.title')}
      description={t('board.newPost.description')}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>{t('board.newPost.kind')}</Label>
          <FieldSelect {...field('kind')} value={values.kind} onChange={set('kind')}>
            <option value="need">{t('board.newPost.kindNeed')}</option>
            <option value="offer">{t('board.newPost.kindOffer')}</option>
          </FieldSelect>
          {error('kind')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{t('board.newPost.postTitle')}</Label>
          <Input {...field('title')} value={values.title} onChange={set('title')} maxLength={100} />
          {error('title')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{t('board.newPost.postDescription')}</Label>
          <Textarea
            {...field('description')}
            value={values.description}
            onChange={set('description')}
            maxLength={2000}
          />
          {error('description')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-skill`}>{t('board.facts.skill')}</Label>
            <Input {...field('skill')} list={`${id}-skills`} value={values.skill} onChange={set('skill')} />
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
              value={values.hours}
              onChange={set('hours')}
            />
            {error('hours')}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-place`}>{t('board.facts.where')}</Label>
            <FieldSelect id={`${id}-place`} value={values.place} onChange={set('place')}>
              <option value="online">{t('board.facts.online')}</option>
              <option value="in-person">{t('board.filters.inPerson')}</option>
            </FieldSelect>
          </div>
          {values.place === 'in-person' && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-city`}>{t('board.newPost.city')}</Label>
              <Input {...field('city')} value={values.city} onChange={set('city')} maxLength={80} />
              {error('city')}
            </div>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-lifetimeDays`}>{t('board.newPost.lifetime')}</Label>
          <FieldSelect {...field('lifetimeDays')} value={values.lifetimeDays} onChange={set('lifetimeDays')}>
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
            <FieldSelect {...field('community')} value={values.community} onChange={set('community')}>
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
        <FormMessage role="alert">{errors.form}</FormMessage>
        <Button type="submit" disabled={mutation.isPending} className="justify-self-end">
          {mutation.isPending ? t('board.newPost.posting') : t('board.newPost.submit')}
        </Button>
      </form>
    </ActionDialog>
  );
}
