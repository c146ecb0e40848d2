import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { languageCookieName, languages, messageArguments } from '@skillswap/contracts/shared/i18n';
import { validationCatalogues } from '@skillswap/contracts/shared/validation-messages';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember } from '../../test/members.ts';
import { AppError } from '../errors.ts';
import { errorKeysIn, errorKeysUnder } from './error-sources.ts';
import { errorCatalogues, findGivenText, formatError } from './error-translator.ts';
import { inject } from '../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';

const apiSource = path.resolve(import.meta.dirname, '../..');

describe('error catalogues', () => {
  const catalogues = errorCatalogues();
  const keys = Object.keys(catalogues.en);
  const isKey = (text: string) => Object.hasOwn(catalogues.en, text);

  it('has every English key in every language, none empty, with the same arguments', () => {
    for (const language of languages) {
      expect(Object.keys(catalogues[language]).sort(), language).toEqual([...keys].sort());
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
        expect(messageArguments(message), `${language} ${key}`).toEqual(
          messageArguments(catalogues.en[key]!),
        );
      }
    }
  });

  it('uses every key in the source, with the arguments its English text names', () => {
    const { uses, notKeys } = errorKeysUnder([apiSource], isKey);
    expect(notKeys).toEqual([]);
    const wrongArguments = uses
      .filter(({ argumentNames }) => argumentNames !== undefined)
      .filter(({ key, argumentNames }) => {
        const expected = [...new Set(messageArguments(catalogues.en[key]!))].sort();
        return JSON.stringify(argumentNames) !== JSON.stringify(expected);
      })
      .map(
        ({ key, place, argumentNames }) =>
          `${path.relative(apiSource, place)} ${key} ${argumentNames!.join(',')}`,
      );
    expect(wrongArguments).toEqual([]);
    const used = new Set(uses.map((use) => use.key));
    // The contracts' schemas write keys of their own catalogue (ADR 208), never an English message of these.
    const unused = keys.filter((key) => !used.has(key));
    expect(unused).toEqual([]);
    expect(used.size).toBeGreaterThan(400);
  }, 60_000);

  it('finds keys, their arguments, and strings given to an error maker that are no key', () => {
    const found = errorKeysIn(
      [
        "throw notFound('swaps.notFound');",
        "throw conflict('swaps.wrongState', { state, count: 2 });",
        "throw new AppError(errorCodes.conflict, 'swaps.wrongState', { values: { state: { key: 'swaps.word' } } });",
        "throw notFound('Swap not found');",
      ].join('\n'),
      'x.ts',
      (text) => text.startsWith('swaps.'),
    );
    expect(found.uses.map(({ key, argumentNames }) => [key, argumentNames])).toEqual([
      ['swaps.notFound', []],
      ['swaps.wrongState', ['count', 'state']],
      ['swaps.wrongState', ['state']],
      ['swaps.word', []],
    ]);
    expect(found.notKeys).toEqual(["x.ts:4 'Swap not found'"]);
  });

  it('puts a key and its values into words, a value that is a message of its own included', () => {
    expect(formatError({ key: 'auth.youCanHaveAt', values: { count: 10 } }, 'de')).toBe(
      'Du kannst höchstens 10 Faktoren haben',
    );
    const answered = {
      key: 'swaps.alreadyAnswered',
      values: { status: { key: 'common.accepted' } },
    } as const;
    expect(formatError({ key: 'swaps.noLongerChangeable', values: { what: answered } }, 'es')).toBe(
      'Esta solicitud ya fue aceptado, así que ya no se puede cambiar',
    );
    expect(formatError({ key: 'swaps.noLongerChangeable', values: { what: answered } }, 'en')).toBe(
      'This request has already been accepted, so it can no longer be changed',
    );
    expect(formatError({ key: 'common.swapNotFound' }, 'ar')).toBe('لم يتم العثور على التبادل');
    expect(new AppError(errorCodes.notFound, 'common.swapNotFound').message).toBe('Swap not found');
  });

  it('puts a schema message that is a validation key into words, English included', () => {
    expect(findGivenText('swaps.validation.hoursNumber', 'en')).toBe('Enter the hours as a number');
    expect(findGivenText('swaps.validation.hoursNumber', 'de')).toBe(
      validationCatalogues.de['swaps.validation.hoursNumber'],
    );
    expect(findGivenText('A message no catalogue has', 'fr')).toBeUndefined();
  });
});

describe(`API errors in the caller's language on ${databaseKind}`, { timeout: 60_000 }, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 120_000);
  afterAll(() => testApp.close());

  const askForNothing = (headers: Record<string, string>, query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/no-such-thing${query}`, headers });

  const signIn = (password: string, email: string, headers: Record<string, string> = {}) =>
    inject(testApp.app, authRoutes.token, {
      query: { grant_type: 'password' },
      headers,
      body: { email, password },
    });

  it('answers a refused sign-in in Spanish for Accept-Language: es, with the same code and status', async () => {
    const member = await signUpMember(testApp.app);
    const english = await signIn('Not-The-Password-1', member.email);
    const spanish = await signIn('Not-The-Password-1', member.email, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(english.statusCode).toBe(400);
    expect(spanish.statusCode).toBe(400);
    expect(english.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(spanish.json()).toEqual({ code: 'invalid_credentials', message: 'Datos de acceso no válidos' });
    expect(spanish.headers['content-language']).toBe('es');
  });

  it('lets the language cookie win over Accept-Language', async () => {
    const member = await signUpMember(testApp.app);
    const response = await signIn('Not-The-Password-1', member.email, {
      'accept-language': 'es',
      cookie: `${languageCookieName}=ar`,
    });
    expect(response.json<{ message: string }>().message).toBe('بيانات تسجيل الدخول غير صحيحة');
  });

  it('translates validation messages and each issue, keeping the field paths', async () => {
    const response = await inject(testApp.app, authRoutes.signUp, {
      remoteAddress: '10.126.0.1',
      headers: { 'accept-language': 'fr' },
      body: { fullName: 'Chloé Martin', email: 'chloe.fr@skillswap.test', password: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      message: string;
      issues: { path: string; message: string }[];
    }>();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Le mot de passe doit faire au moins 6 caractères');
    expect(body.issues).toContainEqual({
      path: 'password',
      message: 'Le mot de passe doit faire au moins 6 caractères',
    });
  });

  it('puts the values of a template message into the translation', async () => {
    const response = await askForNothing({ 'accept-language': 'pt-BR' }, '?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'Nenhuma rota para GET /api/no-such-thing',
    });
  });

  it('lets a forged language cookie choose nothing but one of the six catalogues (T93)', async () => {
    const response = await askForNothing({
      cookie: `${languageCookieName}=%0d%0aX-Evil:%201`,
      'accept-language': '//evil.example, de;q=0.5',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers['x-evil']).toBeUndefined();
    expect(response.json()).toEqual({ code: 'not_found', message: 'Keine Route für GET /api/no-such-thing' });
  });

  it('keeps English when the caller asks for a language SkillSwap does not speak', async () => {
    const response = await askForNothing({ 'accept-language': 'ja,zh;q=0.8' });
    expect(response.json<{ message: string }>().message).toBe('No route for GET /api/no-such-thing');
    expect(response.headers['content-language']).toBe('en');
  });
});
