import { useTranslation } from '@/i18n/i18n-context.ts';
import { useWorkshopsForMe } from '../api/list-workshops.ts';
import { WorkshopCard } from './workshop-card.tsx';

/** On Matches: upcoming workshops that teach what the member wants to learn; nothing when there are none. */
export function WorkshopsForYou() {
  const { t } = useTranslation();
  const workshops = useWorkshopsForMe();
  const items = workshops.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="workshops-for-you" className="grid gap-4">
      <h2 id="workshops-for-you" className="text-xl font-semibold">
        {t('workshops.forYou')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((workshop) => (
          <li key={workshop.id}>
            <WorkshopCard workshop={workshop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
