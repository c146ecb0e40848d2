import { recordedHelperActions, type HelperAction } from '@skillswap/contracts/member-helpers/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** The actions the catalogues name (`memberHelpers.action.*`); any other shows its operation name. */
const knownActions = new Set<string>(recordedHelperActions);

/** Helper actions as everyone involved reads them: "Accepted the swap · by Ben for Ana · 3 May". */
export function HelperActionList({ items }: { items: HelperAction[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <span className="font-medium">
            {knownActions.has(item.action) ? t(`memberHelpers.action.${item.action}`) : item.action}
          </span>{' '}
          <span className="text-muted-foreground">
            {t('memberHelpers.byFor', { helper: item.helper.name, member: item.member.name })} ·{' '}
            {format.dateTime(item.at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
