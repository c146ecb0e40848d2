import { useId, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { useCommunityAction } from '../api/communities.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

/** Hours and SkillCoin amounts in the active language: "12.5 h", "+3 SC". */
export function useAmounts() {
  const { t } = useTranslation();
  const format = useFormatters();
  return {
    hours: (value: number) =>
      t('communities.hours', { hours: format.number(value, { maximumFractionDigits: 2 }) }),
    coins: format.skillCoins,
    signedCoins: format.signedSkillCoins,
    date: format.date,
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Runs an action and tells the member how it went. `mutateAsync`, not `mutate`'s callbacks: the button that
 * started it may be gone once the lists are read again (an approved request leaves "Asking to join").
 */
export function useRun() {
  const { t } = useTranslation();
  const mutation = useCommunityAction(async (run: () => Promise<unknown>) => run());
  const go = (run: () => Promise<unknown>, done: string) => {
    mutation.mutateAsync(run).then(
      () => toast.success(done),
      (failure: unknown) => toast.error(getErrorMessage(failure, t('communities.actionFailed'))),
    );
  };
  /**
   * The same for a form: resolves once it went through (the toast shown); a refusal is the form's to show.
   */
  const submit = async (run: () => Promise<unknown>, done: string) => {
    await mutation.mutateAsync(run);
    toast.success(done);
  };
  return { go, submit, isPending: mutation.isPending };
}
