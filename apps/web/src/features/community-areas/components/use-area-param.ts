import { useSearchParams } from 'react-router';

/**
 * The area a community's page is narrowed to, kept in the address (`?area=…`) so a link from the community's
 * areas, a reload or a shared address opens on it; empty for the whole community.
 */
export function useAreaParam() {
  const [params, setParams] = useSearchParams();
  const area = params.get('area') ?? '';
  const chooseArea = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('area', next);
      else updated.delete('area');
      return updated;
    });
  return { area, chooseArea };
}
