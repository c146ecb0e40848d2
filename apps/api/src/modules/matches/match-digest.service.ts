import type { MatchDigestPreference } from '@skillswap/contracts/matches/schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isDigestEnabled, saveDigestPreference } from './match-digest.repository.ts';
import { findSeekerProfile } from './matches.repository.ts';

export async function getDigestPreference(db: Db, memberId: string): Promise<MatchDigestPreference> {
  return { enabled: await isDigestEnabled(db, memberId) };
}

export async function updateDigestPreference(
  db: Db,
  memberId: string,
  enabled: boolean,
): Promise<MatchDigestPreference> {
  if (!(await findSeekerProfile(db, memberId))) throw notFound('common.profileNotFound');
  await saveDigestPreference(db, memberId, enabled);
  return { enabled };
}
