import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import {
  createPortfolioItemSchema,
  pickedImageSchema,
  portfolioLimit,
} from '@skillswap/contracts/portfolio/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useAddPortfolioItem,
  useMyPortfolio,
  useRemovePortfolioItem,
  useReorderPortfolio,
} from '../api/portfolio.ts';

/** My Profile's portfolio (ADR 107): add up to 12 items, move them up and down, remove them. */
export function PortfolioEditor({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  const isAllowed = plan !== undefined && plan !== null && hasPlan(plan, 'premium');
  const portfolio = useMyPortfolio(isAllowed);
  const reorder = useReorderPortfolio();
  const remove = useRemovePortfolioItem();
  const formId = useId();

  if (plan === undefined) return null;
  if (!isAllowed) {
    return (
      <section aria-labelledby={`${formId}-heading`} className="grid gap-3">
        <h2 id={`${formId}-heading`} className="text-xl font-semibold">
          {t('portfolio.title')}
        </h2>
        <PlanLock plan="premium" feature={t('portfolio.lockFeature')}>
          <p className="text-sm text-muted-foreground">
            {t('portfolio.lockText', { limit: portfolioLimit })}
          </p>
        </PlanLock>
      </section>
    );
  }
  const items = portfolio.data?.items ?? [];
  const isFull = items.length >= portfolioLimit;
  const move = (index: number, by: number) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, {
      onError: (error) => toast.error(getErrorMessage(error, t('portfolio.reorderFailed'))),
    });
  };

  return (
    <section aria-labelledby={`${formId}-heading`} className="grid gap-4 rounded-xl border p-4">
      <div className="grid gap-1">
        <h2 id={`${formId}-heading`} className="text-xl font-semibold">
          {t('portfolio.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('portfolio.count', { count: items.length, limit: portfolioLimit })}
        </p>
      </div>
      {items.length > 0 && (
        <ol className="grid gap-2">
          {items.map((item, index) => (
            <li key={item.id} className="flex items-center gap-3 rounded-lg border p-2">
              <img src={item.imageUrl} alt="" className="size-14 rounded object-cover" />
              <span className="min-w-0 flex-1 font-medium wrap-anywhere">{item.title}</span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('portfolio.moveUp', { title: item.title })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('portfolio.moveDown', { title: item.title })}
                disabled={index === items.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('portfolio.remove', { title: item.title })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(item.id, {
                    onError: (error) => toast.error(getErrorMessage(error, t('portfolio.removeFailed'))),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {!isFull && <AddItemForm />}
    </section>
  );
}

/** The contract's item, with the picked image in place of the id its upload gives. */
const addItemFormSchema = createPortfolioItemSchema
  .omit({ imageId: true })
  .extend({ file: pickedImageSchema.pipe(z.instanceof(File)) });
type AddItemValues = z.input<typeof addItemFormSchema>;
type AddItemInput = z.output<typeof addItemFormSchema>;

/** Where the server's issues show: the upload's and the image id's under the image. */
const serverFields = {
  file: 'file',
  imageId: 'file',
  title: 'title',
  description: 'description',
  linkUrl: 'linkUrl',
} as const;
const addItemFields = ['file', 'title', 'description', 'linkUrl'] as const;
type AddItemField = (typeof addItemFields)[number];
const emptyItem: DefaultValues<AddItemValues> = { file: undefined, title: '', description: '', linkUrl: '' };

function AddItemForm() {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const add = useAddPortfolioItem();
  // A file input cannot be given a value, so the form is drawn anew once an item is added.
  const [formKey, setFormKey] = useState(0);
  const { register, control, handleSubmit, setError, setFocus, reset, formState } = useForm<
    AddItemValues,
    unknown,
    AddItemInput
  >({ resolver: zodResolver(addItemFormSchema), defaultValues: emptyItem, shouldFocusError: false });
  const { errors } = formState;
  // The focus goes to the first refused field in the page's order (the image is registered after the title).
  const focusFirstRefused = (refused: FieldErrors<AddItemValues>) => {
    const first = addItemFields.find((field) => refused[field]);
    if (first) setFocus(first);
  };
  const submit = handleSubmit(async ({ file, title, description, linkUrl }) => {
    try {
      await add.mutateAsync({ file, title, description, linkUrl: linkUrl ?? undefined });
      toast.success(t('portfolio.added'));
      reset(emptyItem);
      setFormKey((key) => key + 1);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, serverFields, validation)) return;
      toast.error(getErrorMessage(failure, t('portfolio.addFailed')));
    }
  }, focusFirstRefused);
  const described = (field: AddItemField) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-message` : undefined,
  });
  const message = (field: AddItemField) => (
    <FormMessage id={`${id}-${field}-message`}>{validation(errors[field]?.message)}</FormMessage>
  );
  return (
    <form
      key={formKey}
      noValidate
      aria-label={t('portfolio.addForm')}
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>{t('portfolio.image')}</Label>
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <Input
              {...described('file')}
              ref={field.ref}
              name={field.name}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => field.onChange(event.target.files?.[0])}
              onBlur={field.onBlur}
            />
          )}
        />
        {message('file')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{t('portfolio.itemTitle')}</Label>
        <Input maxLength={80} {...described('title')} {...register('title')} />
        {message('title')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>{t('portfolio.description')}</Label>
        <Textarea maxLength={500} {...described('description')} {...register('description')} />
        {message('description')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-linkUrl`}>{t('portfolio.link')}</Label>
        <Input type="url" {...described('linkUrl')} {...register('linkUrl')} />
        {message('linkUrl')}
      </div>
      <Button type="submit" className="w-fit" disabled={formState.isSubmitting}>
        {t('portfolio.add')}
      </Button>
    </form>
  );
}
