import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage, languages, messageArguments } from '@skillswap/contracts/shared/i18n';
import { emailNotificationTypeList } from '@skillswap/contracts/notifications/schemas';
import { pushCategoryList } from '@skillswap/contracts/notifications/push';
import { skillCategories } from '@skillswap/contracts/shared/categories';
import { tokenScopes } from '@skillswap/contracts/personal-tokens/schemas';
import { memberRoles } from '@skillswap/contracts/auth/schemas';
import { contactStatuses } from '@skillswap/contracts/contact/schemas';
import { exchangeSources, impactLedgerLines } from '@skillswap/contracts/impact/schemas';
import { planFeatures, planTiers } from '@skillswap/contracts/shared/plans';
import {
  reportActions,
  reportReasons,
  reportStatuses,
  reportTargetKinds,
} from '@skillswap/contracts/moderation/schemas';
import { swapStatuses } from '@skillswap/contracts/swaps/schemas';
import { bookingStatuses } from '@skillswap/contracts/workshops/schemas';
import { webhookEventTypes } from '@skillswap/contracts/webhooks/schemas';
import { validationCatalogues } from '@skillswap/contracts/shared/validation-messages';
import { namespaces } from './catalogues.ts';

const localesDir = path.join(import.meta.dirname, 'locales');
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('message catalogues', () => {
  it('has a folder for every language and no other', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
  });

  for (const language of languages) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace}.json has every English key, no other, with the same arguments`, () => {
        const english = read('en', namespace);
        const translated = read(language, namespace);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(translated)) {
          expect(message.trim(), `${language} ${namespace}.${key} is empty`).not.toBe('');
          expect(messageArguments(message), `${language} ${namespace}.${key}`).toEqual(
            messageArguments(english[key]!),
          );
          expect(() => formatMessage(message, {}, language)).not.toThrow();
        }
      });
    }
  }

  it('has a label for every e-mail notification type and push category (keys built at run time)', () => {
    const english = read('en', 'notifications');
    const built = [
      ...emailNotificationTypeList.map((type) => `type.${type}`),
      ...pushCategoryList.map((category) => `push.category.${category}`),
    ];
    expect(built.filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('has a message for every plan feature, category, token scope and webhook event (keys built at run time)', () => {
    const has = (namespace: string, keys: string[]) => {
      const english = read('en', namespace);
      return keys.filter((key) => english[key] === undefined);
    };
    expect(
      has(
        'pages',
        planFeatures.map((feature) => `pricing.feature.${feature.id}`),
      ),
    ).toEqual([]);
    expect(
      has(
        'explore',
        skillCategories.map((category) => `category.${category}`),
      ),
    ).toEqual([]);
    expect(
      has('settings', [
        ...tokenScopes.map((scope) => `api.scope.${scope}`),
        ...webhookEventTypes.map((type) => `webhooks.event.${type}`),
      ]),
    ).toEqual([]);
  });

  it('names every ledger line, exchange source and report field of an impact report (keys built at run time)', () => {
    const english = read('en', 'impact');
    const built = [
      ...impactLedgerLines.map((line) => `line.${line}`),
      ...exchangeSources.map((source) => `source.${source}`),
      ...['valuePerHour', 'currency', 'method', 'source'].map((field) => `settings.hint.${field}`),
      'category.Languages',
      'category.Other',
    ];
    expect(built.filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('has a console message for every role, plan, status and report kind (keys built at run time)', () => {
    const english = read('en', 'console');
    const reportedContent = reportTargetKinds.filter((kind) => kind !== 'member' && kind !== 'remote_member');
    const built = [
      ...memberRoles.flatMap((role) => [
        `role.${role}`,
        `layout.signedInAs.${role}`,
        `member.roleChanged.${role}`,
      ]),
      ...planTiers.flatMap((plan) => [`plan.${plan}`, `verifications.plan.${plan}`]),
      ...swapStatuses.map((status) => `swapStatus.${status}`),
      ...contactStatuses.flatMap((status) => [
        `contact.status.${status}`,
        `contact.none.${status}`,
        `contact.list.${status}`,
      ]),
      ...reportStatuses.map((status) => `reports.status.${status}`),
      ...reportActions.map((action) => `reports.action.${action}`),
      ...reportTargetKinds.flatMap((kind) => [`reports.kind.${kind}`, `reports.content.${kind}`]),
      ...reportedContent.map((kind) => `reports.hide.${kind}`),
    ];
    expect(built.filter((key) => english[key] === undefined)).toEqual([]);
    const board = read('en', 'board');
    expect(swapStatuses.filter((status) => board[`responseStatus.${status}`] === undefined)).toEqual([]);
    const workshops = read('en', 'workshops');
    expect(bookingStatuses.filter((status) => workshops[`host.status.${status}`] === undefined)).toEqual([]);
    const safety = read('en', 'safety');
    expect(reportReasons.filter((reason) => safety[`reason.${reason}`] === undefined)).toEqual([]);
  });

  it('knows every console key written as a string outside t() (navigation, chart captions, roles)', () => {
    const consoleDir = path.join(import.meta.dirname, '..', 'features', 'console');
    // The console's keys, and the contracts' validation messages of its forms (`console.validation.…`).
    const english = {
      ...read('en', 'console'),
      ...Object.fromEntries(
        Object.entries(validationCatalogues.en).map(([key, text]) => [key.replace(/^console\./, ''), text]),
      ),
    };
    const files = readdirSync(consoleDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const keys = files.flatMap((file) =>
      [...readFileSync(path.join(consoleDir, file), 'utf8').matchAll(/['"]console\.([\w.]+[\w])['"]/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('knows every key the converted components ask for', () => {
    // Keys written as literals in t('…') calls anywhere in the web app.
    const sourceDir = path.join(import.meta.dirname, '..');
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    const english = new Set([
      ...namespaces.flatMap((namespace) =>
        Object.keys(read('en', namespace)).map((key) => `${namespace}.${key}`),
      ),
      // The contracts' validation messages, which the app's catalogue merges (ADR 208).
      ...Object.keys(validationCatalogues.en),
    ]);
    const used = files.flatMap((file) =>
      [...readFileSync(path.join(sourceDir, file), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((entry) => !english.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
