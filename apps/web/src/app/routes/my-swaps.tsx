import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths, swapDetailPath } from '@/config/paths.ts';
import { MyStatementCard } from '@/features/community-paper/components/my-statement-card.tsx';
import { NodeTransfersSection } from '@/features/federation-directory/components/node-transfers-section.tsx';
import { reportRemoteMember } from '@/features/federation-directory/api/remote-reports.ts';
import { RemoteSwapRequestsSection } from '@/features/federation-directory/components/remote-swap-requests-section.tsx';
import { BalanceCard } from '@/features/ledger/components/balance-card.tsx';
import { ReportButton } from '@/features/moderation/components/report-button.tsx';
import { SwapBoxes } from '@/features/swap-lifecycle/components/swap-boxes.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * /swaps (members only): requests to answer, requests sent, swaps in progress and past ones, SkillCoin, and
 * the swap requests and transfers with other exchanges.
 */
export function MySwapsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('swaps.link.title'));
  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('swaps.link.title')}</h1>
          <p className="text-muted-foreground">{t('swaps.page.description')}</p>
        </header>
        <SwapBoxes detailPath={swapDetailPath} explorePath={paths.explore} />
      </div>
      <aside className="grid content-start gap-6">
        <BalanceCard />
        <RemoteSwapRequestsSection
          reportAction={(request, partner) => (
            <ReportButton
              targetKind="remote_member"
              targetId={request.id}
              targetName={partner}
              namesTarget
              send={({ reason, details }) =>
                reportRemoteMember(request.id, { reason, ...(details ? { details } : {}) })
              }
            />
          )}
        />
        <NodeTransfersSection />
        <MyStatementCard />
      </aside>
    </section>
  );
}
