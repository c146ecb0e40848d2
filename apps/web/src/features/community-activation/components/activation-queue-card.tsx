import { useId, useRef, useState, type ReactNode } from 'react';
import type { ActivationQueue, NudgeSummary } from '@skillswap/contracts/community-activation/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useActivationQueue } from '../api/community-activation.ts';
import { buildLists, type QueueEntry, type QueueList } from './activation-queue-entries.tsx';
import { NudgeForm } from './nudge-form.tsx';
import { RecentNudges } from './recent-nudges.tsx';

/**
 * For coordinators: the activation queue (ADR 173). The share of new members who made a first exchange within
 * 30 days, then four lists of members to help (never exchanged, requests and board posts left unanswered,
 * quiet for 60 days), each entry with its last nudge and a form to nudge the member, and the nudges sent
 * lately with what happened after each. An empty list says so, so the coordinator knows it was checked.
 */
export function ActivationQueueCard({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queue = useActivationQueue(slug, true);
  // One form open at a time: its entry's key.
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <ActivationSection title={t('communityActivation.title')} anchor="activation">
      <p className="text-sm text-muted-foreground">{t('communityActivation.intro')}</p>
      {queue.isPending && <Spinner label={t('communityActivation.loading')} />}
      {queue.isError && (
        <p className="text-sm text-muted-foreground">{t('communityActivation.loadFailed')}</p>
      )}
      {queue.data && (
        <>
          <FirstExchangeFigure figure={queue.data.firstExchange} />
          {buildLists(t, queue.data).map((list) => (
            <QueueListView
              key={list.id}
              slug={slug}
              list={list}
              openKey={openKey}
              onOpenChange={setOpenKey}
            />
          ))}
        </>
      )}
      <RecentNudges slug={slug} />
    </ActivationSection>
  );
}

/** The card of the community page, with its heading and an anchor (`#activation`). */
function ActivationSection({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="grid min-w-0 scroll-mt-20 gap-4 rounded-lg border bg-card p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FirstExchangeFigure({ figure }: { figure: ActivationQueue['firstExchange'] }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <p className="font-medium">
      {figure.share === null
        ? t('communityActivation.figure.none')
        : t('communityActivation.figure.share', {
            exchangedWithin: figure.exchangedWithin,
            joined: figure.joined,
            percent: number(figure.share, { style: 'percent', maximumFractionDigits: 0 }),
          })}
    </p>
  );
}

function QueueListView({
  slug,
  list,
  openKey,
  onOpenChange,
}: {
  slug: string;
  list: QueueList;
  openKey: string | null;
  onOpenChange: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-semibold wrap-anywhere">
        {list.title}
      </h3>
      <p className="text-xs text-muted-foreground">{list.hint}</p>
      {list.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communityActivation.list.empty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {list.entries.map((entry) => (
            <QueueEntryItem
              key={entry.key}
              slug={slug}
              entry={entry}
              isOpen={openKey === entry.key}
              onOpenChange={(isOpen) => onOpenChange(isOpen ? entry.key : null)}
            />
          ))}
        </ul>
      )}
      {list.entries.length > 0 && list.entries.length < list.total && (
        <p className="text-xs text-muted-foreground">
          {t('communityActivation.list.more', { shown: list.entries.length, total: list.total })}
        </p>
      )}
    </div>
  );
}

function QueueEntryItem({
  slug,
  entry,
  isOpen,
  onOpenChange,
}: {
  slug: string;
  entry: QueueEntry;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3 text-sm wrap-anywhere">
      <p>{entry.description}</p>
      {entry.lastNudge && <LastNudge nudge={entry.lastNudge} />}
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={t('communityActivation.nudge.openLabel', { name: entry.member.fullName })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => onOpenChange(!isOpen)}
      >
        {t('communityActivation.nudge.open')}
      </Button>
      {isOpen && <NudgeForm id={formId} slug={slug} entry={entry} onSent={close} onCancel={close} />}
    </li>
  );
}

function LastNudge({ nudge }: { nudge: NudgeSummary }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <p className="text-muted-foreground">
      {t(`communityActivation.lastNudge.${nudge.outcome}`, {
        name: nudge.sentBy?.fullName ?? t('communityActivation.formerCoordinator'),
        date: date(nudge.sentAt),
        outcomeDate: date(nudge.outcomeAt ?? nudge.sentAt),
      })}
    </p>
  );
}
