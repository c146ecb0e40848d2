// The blocks module's public entry (ADR 0074): who blocked whom. Every listing that shows members to a
// member reads it; it depends on no other module. Blocking itself (and what it causes) is `member-blocks`.
export {
  blockerBetweenSql,
  deleteBlock,
  insertBlock,
  isBlockedEitherWay,
  listBlocksBy,
  listSeparatedMemberIds,
  listSeparatedPairs,
  separatedMemberIdsSql,
} from './blocks.repository.ts';
