// A member's own reporting details and their certificate of hours given (ADR 174).
import {
  type ImpactPeriodQuery,
  type ReportingDetails,
  type UpdateReportingDetails,
} from '@skillswap/contracts/impact/schemas';
import { negotiateLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { hoursCertificatePdf } from './impact-pdf.ts';
import { readMemberHours } from './impact-hours-certificate.repository.ts';
import { findReportingDetails, saveReportingDetails } from './impact-reporting-details.repository.ts';

import { resolvePeriod } from './impact.service.ts';

export async function getReportingDetails(db: DbOrTx, memberId: string): Promise<ReportingDetails> {
  const row = await findReportingDetails(db, memberId);
  return {
    ageBand: row?.ageBand ?? null,
    gender: row?.gender ?? null,
    postcodeArea: row?.postcodeArea ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function updateReportingDetails(
  db: DbOrTx,
  options: { memberId: string; input: UpdateReportingDetails; now: Date },
): Promise<ReportingDetails> {
  await saveReportingDetails(db, options.memberId, options.input, options.now);
  return getReportingDetails(db, options.memberId);
}

/**
 * The member's certificate of hours given and received in a period, as a PDF in the language they chose, else
 * in the request's (ADR 192).
 */
export async function hoursCertificate(
  db: DbOrTx,
  options: { memberId: string; query: ImpactPeriodQuery; now: Date; language: Language },
): Promise<{ pdf: Buffer; period: { from: string; to: string } }> {
  const period = resolvePeriod(options.query, options.now);
  const figures = await readMemberHours(db, { start: period.start, end: period.end }, options.memberId);
  const rounded = (tally: { exchanges: number; hours: number }) => ({
    exchanges: tally.exchanges,
    hours: roundSkillCoin(tally.hours),
  });
  const pdf = await hoursCertificatePdf(
    {
      memberName: figures.name,
      period: { from: period.from, to: period.to },
      given: rounded(figures.given),
      received: rounded(figures.received),
      generatedAt: options.now.toISOString(),
    },
    negotiateLanguage({ saved: figures.language, acceptLanguage: [options.language] }),
  );
  return { pdf, period: { from: period.from, to: period.to } };
}
