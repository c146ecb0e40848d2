import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CreateCommunityInput } from '@skillswap/contracts/communities/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useCreateCommunity } from '../api/communities.ts';
import { FieldSelect } from './field-select.tsx';

type Field = 'name' | 'slug' | 'description' | 'city' | 'visibility' | 'joinRule';

/** "Create community": checked by the server; each error shows under its field. */
export function CreateCommunityDialog() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState({
    name: '',
    slug: '',
    description: '',
    place: 'online',
    city: '',
    visibility: 'public',
    joinRule: 'open',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const mutation = useCreateCommunity();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input: CreateCommunityInput = {
      name: values.name,
      ...(values.slug.trim() ? { slug: values.slug } : {}),
      description: values.description,
      isOnline: values.place === 'online',
      ...(values.place === 'online' ? {} : { city: values.city }),
      visibility: values.visibility as CreateCommunityInput['visibility'],
      joinRule: values.joinRule as CreateCommunityInput['joinRule'],
    };
    mutation.mutate(input, {
      onSuccess: ({ data }) => {
        setIsOpen(false);
        toast.success(t('communities.create.ready', { name: data.name }));
        void navigate(communityPagePath(data.slug));
      },
      onError: (failure) => {
        const fieldErrors: Partial<Record<Field | 'form', string>> = {};
        if (failure instanceof ApiError) {
          for (const issue of failure.issues ?? [])
            fieldErrors[issue.path as Field] ??= translateValidation(t, issue.message);
        }
        if (Object.keys(fieldErrors).length === 0) {
          fieldErrors.form = getErrorMessage(failure, t('communities.create.failed'));
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
      trigger={<Button>{t('communities.create.title')}</Button>}
      title={t('communities.create.title')}
      description={t('communities.create.description')}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{t('communities.create.name')}</Label>
          <Input {...field('name')} value={values.name} onChange={set('name')} maxLength={80} />
          {error('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-slug`}>{t('communities.create.slug')}</Label>
          <Input
            {...field('slug')}
            value={values.slug}
            onChange={set('slug')}
            maxLength={60}
            placeholder={t('communities.create.slugPlaceholder')}
          />
          <p className="text-xs text-muted-foreground">
            {t('communities.create.slugHint', {
              path: `/c/${values.slug || t('communities.create.slugExample')}`,
            })}
          </p>
          {error('slug')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{t('communities.create.descriptionLabel')}</Label>
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
            <Label htmlFor={`${id}-place`}>{t('communities.create.place')}</Label>
            <FieldSelect id={`${id}-place`} value={values.place} onChange={set('place')}>
              <option value="online">{t('communities.online')}</option>
              <option value="in-person">{t('communities.create.inPerson')}</option>
            </FieldSelect>
          </div>
          {values.place === 'in-person' && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-city`}>{t('communities.create.city')}</Label>
              <Input {...field('city')} value={values.city} onChange={set('city')} maxLength={80} />
              {error('city')}
            </div>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-visibility`}>{t('communities.create.visibility')}</Label>
            <FieldSelect {...field('visibility')} value={values.visibility} onChange={set('visibility')}>
              <option value="public">{t('communities.create.visibilityPublic')}</option>
              <option value="private">{t('communities.create.visibilityPrivate')}</option>
            </FieldSelect>
            {error('visibility')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-joinRule`}>{t('communities.create.joinRule')}</Label>
            <FieldSelect {...field('joinRule')} value={values.joinRule} onChange={set('joinRule')}>
              <option value="open">{t('communities.create.joinOpen')}</option>
              <option value="approval">{t('communities.create.joinApproval')}</option>
              <option value="invitation">{t('communities.create.joinInvitation')}</option>
            </FieldSelect>
            {error('joinRule')}
          </div>
        </div>
        <FormMessage role="alert">{errors.form}</FormMessage>
        <Button type="submit" disabled={mutation.isPending} className="justify-self-end">
          {mutation.isPending ? t('communities.create.creating') : t('communities.create.submit')}
        </Button>
      </form>
    </ActionDialog>
  );
}
