import { useTranslation } from '@/i18n/i18n-context.ts';
import { useProfilePortfolio } from '../api/portfolio.ts';

/** The portfolio on a public profile (ADR 107): nothing at all when the member shows none. */
export function PortfolioGallery({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const portfolio = useProfilePortfolio(memberId);
  const items = portfolio.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-heading" className="grid gap-4">
      <h2 id="portfolio-heading" className="text-xl font-semibold">
        {t('portfolio.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="grid gap-2 overflow-hidden rounded-xl border">
            <img src={item.imageUrl} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
            <div className="grid gap-1 p-3">
              <h3 className="font-medium wrap-anywhere">{item.title}</h3>
              {item.description && (
                <p className="text-sm wrap-anywhere text-muted-foreground">{item.description}</p>
              )}
              {item.linkUrl && (
                <a
                  href={item.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-sm font-medium break-all underline"
                >
                  {new URL(item.linkUrl).host}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
