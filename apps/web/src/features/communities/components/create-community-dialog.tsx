import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CreateCommunityInput } from '@skillswap/contracts/communities';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useCreateCommunity } from '../api/communities.ts';
import { FieldSelect } from './field-select.tsx';

type Field = 'name' | 'slug' | 'description' | 'city' | 'visibility' | 'joinRule';

/** "Create community": checked by the server; each error shows under its field. */
export function CreateCommunityDialog() {
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
        toast.success(`${data.name} is ready`);
        void navigate(communityPagePath(data.slug));
      },
      onError: (failure) => {
        const fieldErrors: Partial<Record<Field | 'form', string>> = {};
        if (failure instanceof ApiError) {
          for (const issue of failure.issues ?? []) fieldErrors[issue.path as Field] ??= issue.message;
        }
        if (Object.keys(fieldErrors).length === 0) {
          fieldErrors.form = getErrorMessage(failure, 'The community could not be created. Try again.');
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
      trigger={<Button>Create community</Button>}
      title="Create community"
      description="A place for members who swap together: a neighbourhood, a school, a time bank."
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input {...field('name')} value={values.name} onChange={set('name')} maxLength={80} />
          {error('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-slug`}>Address (optional)</Label>
          <Input
            {...field('slug')}
            value={values.slug}
            onChange={set('slug')}
            maxLength={60}
            placeholder="made from the name"
          />
          <p className="text-xs text-muted-foreground">
            Your page will be at /c/{values.slug || 'your-name'}
          </p>
          {error('slug')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>Description</Label>
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
            <Label htmlFor={`${id}-place`}>Where</Label>
            <FieldSelect id={`${id}-place`} value={values.place} onChange={set('place')}>
              <option value="online">Online</option>
              <option value="in-person">In a city</option>
            </FieldSelect>
          </div>
          {values.place === 'in-person' && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-city`}>City</Label>
              <Input {...field('city')} value={values.city} onChange={set('city')} maxLength={80} />
              {error('city')}
            </div>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-visibility`}>Who can see it</Label>
            <FieldSelect {...field('visibility')} value={values.visibility} onChange={set('visibility')}>
              <option value="public">Public: anyone signed in</option>
              <option value="private">Private: members only</option>
            </FieldSelect>
            {error('visibility')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-joinRule`}>How members join</Label>
            <FieldSelect {...field('joinRule')} value={values.joinRule} onChange={set('joinRule')}>
              <option value="open">Open: anyone joins</option>
              <option value="approval">By approval of a coordinator</option>
              <option value="invitation">By invitation link</option>
            </FieldSelect>
            {error('joinRule')}
          </div>
        </div>
        <FormMessage role="alert">{errors.form}</FormMessage>
        <Button type="submit" disabled={mutation.isPending} className="justify-self-end">
          {mutation.isPending ? 'Creating...' : 'Create'}
        </Button>
      </form>
    </ActionDialog>
  );
}
