import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { portfolioLimit } from '@skillswap/contracts/portfolio/schemas';
import { toast } from '@/components/layout/toast.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
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
  const add = useAddPortfolioItem();
  const reorder = useReorderPortfolio();
  const remove = useRemovePortfolioItem();
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [formKey, setFormKey] = useState(0);

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
      {!isFull && (
        <form
          key={formKey}
          aria-label={t('portfolio.addForm')}
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) {
              toast.error(t('portfolio.chooseImage'));
              return;
            }
            add.mutate(
              { file, title, description, linkUrl },
              {
                onSuccess: () => {
                  toast.success(t('portfolio.added'));
                  setFile(null);
                  setTitle('');
                  setDescription('');
                  setLinkUrl('');
                  setFormKey((key) => key + 1);
                },
                onError: (error) => toast.error(getErrorMessage(error, t('portfolio.addFailed'))),
              },
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-image`}>{t('portfolio.image')}</Label>
            <Input
              id={`${formId}-image`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-title`}>{t('portfolio.itemTitle')}</Label>
            <Input
              id={`${formId}-title`}
              required
              maxLength={80}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-description`}>{t('portfolio.description')}</Label>
            <Textarea
              id={`${formId}-description`}
              maxLength={500}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-link`}>{t('portfolio.link')}</Label>
            <Input
              id={`${formId}-link`}
              type="url"
              pattern="https://.*"
              value={linkUrl}
              onChange={(event) => setLinkUrl(event.target.value)}
            />
          </div>
          <Button type="submit" className="w-fit" disabled={add.isPending}>
            {t('portfolio.add')}
          </Button>
        </form>
      )}
    </section>
  );
}
