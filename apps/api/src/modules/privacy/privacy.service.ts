import type { PrivacySettings, UpdatePrivacySettingsInput } from '@skillswap/contracts/privacy/schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { updatePrivacySettings } from '../profiles/index.ts';
import { findPrivacySettings } from './privacy.repository.ts';

export async function getPrivacySettings(db: Db, memberId: string): Promise<PrivacySettings> {
  const settings = await findPrivacySettings(db, memberId);
  if (!settings) throw notFound('common.profileNotFound');
  return settings;
}

/** The spec's update_privacy_settings call: a member changes their own settings, and only those given. */
export async function savePrivacySettings(
  db: Db,
  options: { memberId: string; input: UpdatePrivacySettingsInput; now: Date },
): Promise<PrivacySettings> {
  const settings = await updatePrivacySettings(db, options.memberId, options.input, options.now);
  if (!settings) throw notFound('common.profileNotFound');
  return settings;
}
