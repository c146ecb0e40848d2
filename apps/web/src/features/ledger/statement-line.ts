import type { StatementEntry } from '@skillswap/contracts/ledger/schemas';
import type { Translate } from '@/i18n/i18n-context.ts';

/**
 * A statement line in the reader's language, from the transfer's kind and details. A
 * transfer recorded before details were kept, whose words this cannot rebuild, keeps its English description.
 */
export function describeStatementLine(
  t: Translate,
  entry: Pick<StatementEntry, 'kind' | 'details' | 'description'>,
) {
  const details = entry.details ?? {};
  const title = details.workshopTitle;
  const community = details.communityName;
  switch (entry.kind) {
    case 'starter_grant':
      return t('ledger.statement.line.starterGrant');
    case 'deletion_write_off':
      return t('ledger.statement.line.writeOff');
    case 'swap_settlement':
      if (details.offeredSkill === undefined || details.requestedSkill === undefined) break;
      return t('ledger.statement.line.swap', {
        offered: details.offeredSkill,
        requested: details.requestedSkill,
      });
    case 'workshop_settlement':
      if (title === undefined) break;
      return t(
        details.workshopOutcome === 'no_show'
          ? 'ledger.statement.line.workshopNoShow'
          : 'ledger.statement.line.workshopAttended',
        { title },
      );
    case 'workshop_refund':
      if (title === undefined) break;
      return t('ledger.statement.line.workshopRefund', { title });
    case 'community_donation':
      if (community === undefined) break;
      return t('ledger.statement.line.donation', { community });
    case 'community_grant':
      if (community === undefined) break;
      return details.note
        ? t('ledger.statement.line.grantWithNote', { community, note: details.note })
        : t('ledger.statement.line.grant', { community });
    case 'recorded_exchange':
      if (community === undefined || details.category === undefined) break;
      return t('ledger.statement.line.recorded', {
        category: t(`explore.category.${details.category}`),
        community,
        coordinator: details.recordedBy ?? '',
      });
    case 'community_levy':
      if (community === undefined) break;
      return t('ledger.statement.line.levy', { community });
    case 'recorded_exchange_reversal':
      if (community === undefined) break;
      return t('ledger.statement.line.recordedReversal', { community });
  }
  return entry.description;
}
