import type { PersonalToken } from '@skillswap/contracts/personal-tokens/schemas';
import type { Config } from '../../../config.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';
import { composeMail } from '../../../lib/mail/mail-layout.ts';

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Told to the member whenever a token is made: a token nobody meant to make is a way into the account. */
export function personalTokenCreatedMail(config: Config, to: string, token: PersonalToken): OutgoingMessage {
  return composeMail({
    to,
    subject: 'A personal access token was created for your SkillSwap account',
    paragraphs: [
      `A personal access token named “${token.name}” was just created in Settings → API, with the scopes ${token.scopes.join(', ')}. It works until ${formatDay(token.expiresAt)} (UTC).`,
      'If this was you, there is nothing to do. If it was not, revoke it at once, reset your password and review your security settings:',
    ],
    link: { label: 'Review your tokens', url: `${config.PUBLIC_URL.replace(/\/$/, '')}/settings#api` },
  });
}
