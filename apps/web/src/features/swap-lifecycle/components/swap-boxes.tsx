import { useSearchParams } from 'react-router';
import { swapBoxes, type SwapBox } from '@skillswap/contracts/swap-lifecycle/schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSwapSummary } from '../api/get-swap-summary.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { boxLabel } from '../swap-words.ts';
import { SwapBoxList } from './swap-box-list.tsx';

const isSwapBox = (value: string | null): value is SwapBox => swapBoxes.includes(value as SwapBox);

/** The four lists of My Swaps as tabs; the open tab lives in the URL (?box=) so it survives reloads. */
export function SwapBoxes({
  detailPath,
  explorePath,
}: {
  detailPath: (id: string) => string;
  explorePath: string;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const summary = useSwapSummary();
  const requested = searchParams.get('box');
  const defaultBox: SwapBox = summary.data && summary.data.incoming > 0 ? 'incoming' : 'active';
  const box = isSwapBox(requested) ? requested : defaultBox;
  const counts: Partial<Record<SwapBox, number>> = summary.data
    ? { incoming: summary.data.incoming, outgoing: summary.data.outgoing, active: summary.data.active }
    : {};
  return (
    <Tabs value={box} onValueChange={(next) => setSearchParams({ box: next }, { replace: true })}>
      <TabsList className="w-full sm:w-fit">
        {swapBoxes.map((item) => (
          <TabsTrigger key={item} value={item}>
            {boxLabel(t, item)}
            {counts[item] ? (
              <span className="rounded-full bg-primary/10 px-1.5 text-xs text-primary">{counts[item]}</span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {swapBoxes.map((item) => (
        <TabsContent key={item} value={item}>
          {item === box && <SwapBoxList box={item} detailPath={detailPath} explorePath={explorePath} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
