import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookieName } from '@skillswap/contracts/shared/i18n';
import { validationCatalogues } from '@skillswap/contracts/shared/validation-messages';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember } from '../../test/members.ts';
import { errorMessagesIn, errorMessagesUnder, messageShape } from './error-sources.ts';
import { expectCompleteTemplateCatalogues } from './template-catalogue.test-helper.ts';
import { errorCatalogues, translateError } from './error-translator.ts';

const apiSource = path.resolve(import.meta.dirname, '../..');
const contractsSource = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');

describe('error catalogues', () => {
  const catalogues = errorCatalogues();

  it('has every English key in every language, with the same arguments', () => {
    expectCompleteTemplateCatalogues(catalogues);
  });

  it('has an entry for every error and validation message written in the API and the contracts', () => {
    const known = new Set([
      ...Object.keys(catalogues.en).map(messageShape),
      // A schema's message that is a key of the contracts' validation catalogue (ADR 208).
      ...Object.keys(validationCatalogues.en),
    ]);
    const written = [
      ...errorMessagesUnder([path.join(apiSource, 'modules'), path.join(apiSource, 'lib')], 'errors'),
      ...errorMessagesUnder([contractsSource], 'validation'),
    ].filter(([, files]) => files.some((file) => !file.includes(`${path.sep}lib${path.sep}mail${path.sep}`)));
    const missing = written
      .filter(([message]) => !known.has(messageShape(message)))
      .filter(([message]) => message !== 'q=')
      .map(([message, files]) => `${message} (${path.relative(apiSource, files[0]!)})`);
    expect(missing).toEqual([]);
    expect(written.length).toBeGreaterThan(300);
    // And the other way: no key of the validation catalogue that no schema writes.
    const contracts = readdirSync(contractsSource, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(contractsSource, file), 'utf8'))
      .join('\n');
    expect(Object.keys(validationCatalogues.en).filter((key) => !contracts.includes(`'${key}'`))).toEqual([]);
  }, 60_000);

  it('finds messages thrown directly, built before the throw, and in zod checks', () => {
    const thrown = errorMessagesIn(
      [
        "throw notFound('Swap not found');",
        'throw conflict(`You already have ${count} tokens. Revoke one you no longer use first.`);',
        "const message = cond ? 'First way' : 'Second way';",
      ].join('\n'),
      'x.ts',
      'errors',
    );
    expect(thrown).toEqual([
      'Swap not found',
      'You already have {} tokens. Revoke one you no longer use first.',
      'First way',
      'Second way',
    ]);
    expect(
      errorMessagesIn(
        "z.string().min(1, 'Write a reply').max(5000, { error: 'Too long' })",
        'x.ts',
        'validation',
      ).sort(),
    ).toEqual(['Too long', 'Write a reply']);
  });

  it('translates a template message with its values, and the messages caught inside it', () => {
    expect(translateError('You can have at most 10 factors', 'de')).toBe(
      'Du kannst höchstens 10 Faktoren haben',
    );
    expect(
      translateError('This request has already been accepted, so it can no longer be changed', 'es'),
    ).toBe('Esta solicitud ya fue aceptado, así que ya no se puede cambiar');
    expect(translateError('Swap not found', 'ar')).toBe('لم يتم العثور على التبادل');
    expect(translateError('Swap not found', 'en')).toBe('Swap not found');
    expect(translateError('A message no catalogue has', 'fr')).toBe('A message no catalogue has');
  });

  it('puts a schema message that is a validation key into words, English included', () => {
    expect(translateError('swaps.validation.hoursNumber', 'en')).toBe('Enter the hours as a number');
    expect(translateError('swaps.validation.hoursNumber', 'de')).toBe(
      validationCatalogues.de['swaps.validation.hoursNumber'],
    );
    expect(translateError('swaps.validation.hoursNumber', 'de')).not.toBe('Enter the hours as a number');
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
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      headers,
      payload: { email, password },
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
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.126.0.1',
      headers: { 'accept-language': 'fr' },
      payload: { fullName: 'Chloé Martin', email: 'chloe.fr@skillswap.test', password: 'abc' },
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
