import { useId } from 'react';
import { Download } from 'lucide-react';
import type { PaperMember } from '@skillswap/contracts/community-paper/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  downloadPaperBatch,
  downloadPaperDirectory,
  usePaperMembers,
  useSetPaperReader,
} from '../api/community-paper.ts';
import { MonthDownloadForm } from './month-download-form.tsx';

function PaperMemberRow({ slug, member }: { slug: string; member: PaperMember }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const setReader = useSetPaperReader(slug);
  const change = (readsPaper: boolean) =>
    setReader.mutate(
      { memberId: member.id, readsPaper },
      {
        onSuccess: () =>
          toast.success(
            t(readsPaper ? 'communityPaper.marked' : 'communityPaper.unmarked', { name: member.name }),
          ),
        onError: (failure) => toast.error(getErrorMessage(failure, t('communityPaper.changeFailed'))),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="wrap-anywhere">
          {member.name}
        </Label>
        {member.readsPaper && member.markedAt && (
          <span id={`${id}-since`} className="text-xs text-muted-foreground">
            {member.markedBy
              ? t('communityPaper.markedOnBy', { date: format.date(member.markedAt), name: member.markedBy })
              : t('communityPaper.markedOn', { date: format.date(member.markedAt) })}
          </span>
        )}
      </div>
      <Switch
        id={id}
        checked={member.readsPaper}
        disabled={setReader.isPending}
        onCheckedChange={change}
        aria-describedby={member.readsPaper && member.markedAt ? `${id}-since` : undefined}
      />
    </li>
  );
}

/**
 * "Paper" (coordinators, ADR 177): mark the members who read paper, print the month's statements of all of
 * them in one PDF, and print the members' directory.
 */
export function PaperSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const members = usePaperMembers(slug);
  const items = members.data?.items ?? [];
  const readers = items.filter((member) => member.readsPaper).length;
  const batchFailure = t('communityPaper.batch.failed');
  const directoryFailure = t('communityPaper.directory.failed');
  const printDirectory = () =>
    downloadPaperDirectory(slug, directoryFailure).catch((failure: unknown) =>
      toast.error(getErrorMessage(failure, directoryFailure)),
    );
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-semibold">
          {t('communityPaper.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('communityPaper.intro')}</p>
      </div>

      <div className="grid gap-2">
        <h3 id={listId} className="font-semibold">
          {t('communityPaper.readers.title')}
        </h3>
        <p className="text-sm" aria-live="polite">
          {t('communityPaper.readers.count', { count: readers })}
        </p>
        {members.isPending && <Spinner label={t('communityPaper.loading')} />}
        {members.isError && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(members.error, t('communityPaper.loadFailed'))}
          </p>
        )}
        {items.length > 0 && (
          <ul aria-labelledby={listId} className="max-h-96 divide-y overflow-y-auto pe-2">
            {items.map((member) => (
              <PaperMemberRow key={member.id} slug={slug} member={member} />
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="font-semibold">{t('communityPaper.batch.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('communityPaper.batch.intro')}</p>
        <MonthDownloadForm
          label={t('communityPaper.month')}
          download={t('communityPaper.batch.download')}
          failure={batchFailure}
          onDownload={(month) => downloadPaperBatch(slug, month, batchFailure)}
        />
      </div>

      <div className="grid gap-2">
        <h3 className="font-semibold">{t('communityPaper.directory.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('communityPaper.directory.intro')}</p>
        <div>
          <Button type="button" variant="outline" onClick={() => void printDirectory()}>
            <Download aria-hidden="true" />
            {t('communityPaper.directory.download')}
          </Button>
        </div>
      </div>
    </section>
  );
}
