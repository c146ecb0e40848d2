import { Link } from 'react-router';
import type { SwapBox } from '@skillswap/contracts/swap-lifecycle/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSwaps } from '../api/list-swaps.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { emptyBox } from '../swap-words.ts';
import { SwapCard } from './swap-card.tsx';

interface SwapBoxListProps {
  box: SwapBox;
  detailPath: (swapId: string) => string;
  explorePath: string;
}

export function SwapBoxList({ box, detailPath, explorePath }: SwapBoxListProps) {
  const { t } = useTranslation();
  const swaps = useSwaps(box);
  if (swaps.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (swaps.isError) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-6">
        <p>{t('swaps.list.loadFailed')}</p>
        <Button variant="outline" onClick={() => void swaps.refetch()}>
          {t('swaps.list.tryAgain')}
        </Button>
      </div>
    );
  }
  if (swaps.data.items.length === 0) {
    const empty = emptyBox(t, box);
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <h3 className="text-lg font-semibold">{empty.title}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{empty.hint}</p>
        {box !== 'past' && (
          <Button asChild variant="outline" className="mt-2">
            <Link to={explorePath}>{t('swaps.list.explore')}</Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {swaps.data.items.map((swap) => (
        <li key={swap.id}>
          <SwapCard swap={swap} detailPath={detailPath(swap.id)} />
        </li>
      ))}
    </ul>
  );
}
