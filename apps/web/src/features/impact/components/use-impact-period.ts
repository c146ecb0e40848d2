import { useSearchParams } from 'react-router';

/**
 * The period a report covers, kept in the address (`?from=2026-01-01&to=2026-06-30`) so a reload or a shared
 * link opens the same report. Both days empty: the API answers with the last 12 months.
 */
export function useImpactPeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const choose = (period: { from: string; to: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['from', 'to'] as const) {
        const value = period[name].trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return { from, to, choose };
}
