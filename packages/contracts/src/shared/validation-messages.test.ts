import { describe, expect, it } from 'vitest';
import { languages, messageArguments } from './i18n.ts';
import { validationCatalogues, validationText } from './validation-messages.ts';
import { personNameSchema } from './names.ts';
import { maxDistanceKm } from '../explore/filters.ts';
import { reportDetailsMaxLength } from '../moderation/schemas.ts';
import { reviewCommentLimit, reviewReplyLimit } from '../reviews/schemas.ts';
import { sessionLimits } from '../sessions/schemas.ts';
import { disputeStatementLimit } from '../swap-lifecycle/dispute-schemas.ts';
import { messageBodyLimit } from '../swap-lifecycle/schemas.ts';

describe('validation messages', () => {
  it('has every English key in every language, none empty, with the same arguments', () => {
    const english = validationCatalogues.en;
    for (const language of languages) {
      const catalogue = validationCatalogues[language];
      expect(Object.keys(catalogue).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
        expect(messageArguments(message), `${language} ${key}`).toEqual(messageArguments(english[key]!));
      }
    }
  });

  it('names every key <area>.validation.<name>, as the web app tells them apart', () => {
    const keys = Object.keys(validationCatalogues.en);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !/^[a-zA-Z]+\.validation\.\w+$/.test(key))).toEqual([]);
  });

  it('puts a schema’s message into words in each language, and leaves other text alone', () => {
    const name = personNameSchema({ min: 2, minMessage: 'Too short', max: 100, maxMessage: 'Too long' });
    const problem = name.safeParse('Ana\u200bLima').error?.issues[0]?.message ?? '';
    expect(problem).toBe('profiles.validation.nameInvisible');
    expect(validationText(problem, 'en')).toBe(
      'Name must not contain invisible or text-direction characters',
    );
    for (const language of languages.filter((language) => language !== 'en')) {
      expect(validationText(problem, language)).toBe(validationCatalogues[language][problem]);
    }
    expect(validationText('Swap not found', 'fr')).toBeUndefined();
  });

  it('writes out the limit a message names as the schema enforces it, in every language', () => {
    const limits: Record<string, string> = {
      'board.validation.distanceTooFar': String(maxDistanceKm),
      'moderation.validation.detailsTooLong': String(reportDetailsMaxLength),
      'reviews.validation.commentTooLong': String(reviewCommentLimit),
      'reviews.validation.replyTooLong': String(reviewReplyLimit),
      'sessions.validation.dateTooLate': sessionLimits.lastDate,
      'swapLifecycle.validation.statementTooLong': String(disputeStatementLimit),
      'swapLifecycle.validation.messageTooLong': String(messageBodyLimit),
    };
    for (const language of languages) {
      for (const [key, limit] of Object.entries(limits)) {
        expect(validationCatalogues[language][key], `${language} ${key}`).toContain(limit);
      }
    }
  });
});
