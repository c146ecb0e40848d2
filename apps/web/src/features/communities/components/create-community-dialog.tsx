import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  communityJoinRules,
  communityVisibilities,
  createCommunitySchema,
  type CreateCommunityInput,
} from '@skillswap/contracts/communities/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateCommunity } from '../api/communities.ts';
import { FieldSelect } from './field-select.tsx';

/**
 * The form's fields, then the community they make, checked by the contract's schema: its issues land on the
 * fields of the same names (the form's "Where" is the contract's `isOnline`, which cannot be wrong).
 */
const communityFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    place: z.enum(['online', 'in-person']),
    city: z.string(),
    visibility: z.enum(communityVisibilities),
    joinRule: z.enum(communityJoinRules),
  })
  .transform((values): CreateCommunityInput => ({
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug } : {}),
    description: values.description,
    isOnline: values.place === 'online',
    ...(values.place === 'online' ? {} : { city: values.city }),
    visibility: values.visibility,
    joinRule: values.joinRule,
  }))
  .pipe(createCommunitySchema);
type CommunityFormValues = z.input<typeof communityFormSchema>;
type CommunityInput = z.output<typeof communityFormSchema>;
type Field = 'name' | 'slug' | 'description' | 'city' | 'visibility' | 'joinRule';

const emptyCommunity: CommunityFormValues = {
  name: '',
  slug: '',
  description: '',
  place: 'online',
  city: '',
  visibility: 'public',
  joinRule: 'open',
};

/** "Create community": checked before it is sent and by the server; each issue shows under its field. */
export function CreateCommunityDialog() {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useCreateCommunity();
  const { register, handleSubmit, setError, control, formState } = useForm<
    CommunityFormValues,
    unknown,
    CommunityInput
  >({ resolver: zodResolver(communityFormSchema), defaultValues: emptyCommunity });
  const [place, slug] = useWatch({ control, name: ['place', 'slug'] });
  const { errors } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      const { data } = await mutation.mutateAsync(input);
      setIsOpen(false);
      toast.success(t('communities.create.ready', { name: data.name }));
      void navigate(communityPagePath(data.slug));
    } catch (failure) {
      const fields: Field[] = ['name', 'slug', 'description', 'city', 'visibility', 'joinRule'];
      if (setServerFieldErrors(setError, failure, fields, validation)) return;
      setError('root', { message: getErrorMessage(failure, t('communities.create.failed')) });
    }
  });

  const message = (name: Field) => validation(errors[name]?.message);
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': message(name) ? true : undefined,
    'aria-describedby': message(name) ? `${id}-${name}-error` : undefined,
    ...register(name),
  });
  const error = (name: Field) => <FormMessage id={`${id}-${name}-error`}>{message(name)}</FormMessage>;

  return (
    <ActionDialog
      trigger={<Button>{t('communities.create.title')}</Button>}
      title={t('communities.create.title')}
      description={t('communities.create.description')}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{t('communities.create.name')}</Label>
          <Input {...field('name')} maxLength={80} />
          {error('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-slug`}>{t('communities.create.slug')}</Label>
          <Input {...field('slug')} maxLength={60} placeholder={t('communities.create.slugPlaceholder')} />
          <p className="text-xs text-muted-foreground">
            {t('communities.create.slugHint', {
              path: `/c/${slug || t('communities.create.slugExample')}`,
            })}
          </p>
          {error('slug')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{t('communities.create.descriptionLabel')}</Label>
          <Textarea {...field('description')} maxLength={2000} />
          {error('description')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-place`}>{t('communities.create.place')}</Label>
            <FieldSelect id={`${id}-place`} {...register('place')}>
              <option value="online">{t('communities.online')}</option>
              <option value="in-person">{t('communities.create.inPerson')}</option>
            </FieldSelect>
          </div>
          {place === 'in-person' && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-city`}>{t('communities.create.city')}</Label>
              <Input {...field('city')} maxLength={80} />
              {error('city')}
            </div>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-visibility`}>{t('communities.create.visibility')}</Label>
            <FieldSelect {...field('visibility')}>
              <option value="public">{t('communities.create.visibilityPublic')}</option>
              <option value="private">{t('communities.create.visibilityPrivate')}</option>
            </FieldSelect>
            {error('visibility')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-joinRule`}>{t('communities.create.joinRule')}</Label>
            <FieldSelect {...field('joinRule')}>
              <option value="open">{t('communities.create.joinOpen')}</option>
              <option value="approval">{t('communities.create.joinApproval')}</option>
              <option value="invitation">{t('communities.create.joinInvitation')}</option>
            </FieldSelect>
            {error('joinRule')}
          </div>
        </div>
        <FormMessage role="alert">{errors.root?.message}</FormMessage>
        <Button type="submit" disabled={mutation.isPending} className="justify-self-end">
          {mutation.isPending ? t('communities.create.creating') : t('communities.create.submit')}
        </Button>
      </form>
    </ActionDialog>
  );
}
