import type { AdminReport } from '@skillswap/contracts/admin-reports/schemas';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * Under a reported direct message, board post (ADR 198) or swap message (ADR 202) a helper wrote for the
 * reported member: "Written by Ben for Ana", so the moderator weighs what the helper did, not only the
 * member.
 * Nothing otherwise.
 */
export function ReportWrittenBy({ report }: { report: Pick<AdminReport, 'helper' | 'reportedMember'> }) {
  const { t } = useTranslation();
  if (!report.helper) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t('console.reports.writtenByHelper', {
        helper: report.helper.fullName || t('console.unnamedMember'),
        member: report.reportedMember?.fullName || t('console.reports.deletedAccount'),
      })}
    </p>
  );
}
