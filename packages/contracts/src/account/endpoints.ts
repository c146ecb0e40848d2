import { z } from 'zod';
import { languages } from '../shared/i18n.ts';
import { accountRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

/** The download's envelope; beside these, one entry per kind of data held about the member. */
const accountExportSchema = z.looseObject({
  exportedAt: z.iso.datetime(),
  format: z.literal('skillswap-export-v1'),
});

const memberLanguageSchema = z.object({ language: z.enum(languages).nullable() });

export const accountEndpoints = {
  deleteAccount: defineEndpoint(accountRoutes.deleteAccount, {
    tag: 'Account',
    summary: 'Delete the signed-in member’s account',
    description:
      'Hidden everywhere at once, every session ends and open requests and swaps are cancelled (holds ' +
      'released); a negative SkillCoin balance is written off to the community fund; personal data is erased ' +
      '30 days later. A swap of the member in dispute blocks the deletion until it is resolved (409).',
    access: 'member',
    responses: { 204: null },
    errors: { 403: ['reauth_required'], 404: ['not_found'], 409: ['conflict'] },
  }),
  exportAccount: defineEndpoint(accountRoutes.exportAccount, {
    tag: 'Account',
    summary: 'Download everything SkillSwap holds about the signed-in member',
    description: 'A JSON file (`Content-Disposition: attachment`).',
    access: 'member',
    responses: { 200: accountExportSchema },
    errors: { 404: ['not_found'] },
  }),
  updateLanguage: defineEndpoint(accountRoutes.updateLanguage, {
    tag: 'Account',
    summary: 'Choose the signed-in member’s language',
    description:
      'One of en, es, fr, de, pt-BR, ar; null forgets the choice (the app then follows the browser). Mails, ' +
      'notifications and the web app use it from the next one on.',
    access: 'member',
    body: memberLanguageSchema,
    responses: { 200: memberLanguageSchema },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof accountRoutes, Endpoint>;
