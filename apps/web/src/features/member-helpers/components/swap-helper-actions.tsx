import { useTranslation } from '@/i18n/i18n-context.ts';
import { useSwapHelperActions } from '../api/member-helpers.ts';
import { HelperActionList } from './helper-action-list.tsx';

/** On a swap's page: what helpers did in it, for both members to see. Nothing when no helper took part. */
export function SwapHelperActions({ swapId }: { swapId: string }) {
  const { t } = useTranslation();
  const actions = useSwapHelperActions(swapId);
  if (!actions.data || actions.data.items.length === 0) return null;
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-labelledby="swap-helper-actions">
      <h2 id="swap-helper-actions" className="font-semibold">
        {t('memberHelpers.onSwap')}
      </h2>
      <HelperActionList items={actions.data.items} />
    </section>
  );
}
