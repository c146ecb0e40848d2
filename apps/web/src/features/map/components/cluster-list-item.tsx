import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * A group in the map's list: what it holds in words (with its marker's swatch, for posts and workshops) and a
 * button that zooms the map in on it, named for the group so a screen reader hears which.
 */
export function ClusterListItem({
  label,
  zoomLabel,
  swatch,
  onZoom,
}: {
  label: string;
  zoomLabel: string;
  swatch?: ReactNode;
  onZoom: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
      <span className="flex items-center gap-2 wrap-anywhere">
        {swatch}
        {label}
      </span>
      <Button type="button" size="sm" variant="ghost" onClick={onZoom} aria-label={zoomLabel}>
        {t('map.list.zoomIn')}
      </Button>
    </li>
  );
}
