import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths, swapDetailPath } from '@/config/paths.ts';
import { BalanceCard } from '@/features/ledger/components/balance-card.tsx';
import { SwapBoxes } from '@/features/my-swaps/components/swap-boxes.tsx';

/** /swaps (members only): requests to answer, requests sent, swaps in progress and past ones, and SkillCoin. */
export function MySwapsPage() {
  useDocumentTitle('My Swaps');
  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">My Swaps</h1>
          <p className="text-muted-foreground">
            Answer requests, plan sessions with your swap partners, and confirm the hours you taught.
          </p>
        </header>
        <SwapBoxes detailPath={swapDetailPath} explorePath={paths.explore} />
      </div>
      <aside className="grid content-start">
        <BalanceCard />
      </aside>
    </section>
  );
}
