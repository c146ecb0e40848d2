import type { Config } from '../../../config.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Tells the member a recovery code signed them in: a stolen code list shows up here first. */
export function recoveryCodeUsedMail(
  config: Config,
  to: string,
  details: { remaining: number; device: string; ip: string },
): OutgoingMessage {
  const settingsUrl = `${config.PUBLIC_URL}/settings`;
  const left = details.remaining === 1 ? '1 recovery code' : `${details.remaining} recovery codes`;
  const paragraphs = [
    'One of your recovery codes was just used to sign in to your SkillSwap account, in place of your second factor.',
    `Device: ${details.device}. IP address: ${details.ip}.`,
    `You have ${left} left.`,
    `If this was you, there is nothing else to do; when few codes are left, make new ones in Settings: ${settingsUrl}`,
    `If it was not you, sign in, make new recovery codes (the old ones stop working at once), sign out the sessions you do not recognise and change your password: ${settingsUrl}`,
  ];
  return {
    to,
    subject: 'A recovery code was used to sign in to SkillSwap',
    text: `${paragraphs.join('\n\n')}\n\n— The SkillSwap team`,
    html: [
      ...paragraphs.map((paragraph) => {
        const escaped = escapeHtml(paragraph).replace(
          escapeHtml(settingsUrl),
          `<a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a>`,
        );
        return `<p>${escaped}</p>`;
      }),
      '<p>— The SkillSwap team</p>',
    ].join('\n'),
  };
}
