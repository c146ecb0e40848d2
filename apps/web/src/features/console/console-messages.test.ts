import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '@skillswap/contracts/shared/i18n';
import { resolveDisputeSchema } from '@skillswap/contracts/swap-lifecycle/schemas';
import {
  createEliteWorkshopSchema,
  decideWorkshopDisputeSchema,
} from '@skillswap/contracts/workshops/schemas';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { translate, type Translate } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';

const tIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(allCatalogues[language], language, key, values);

/** Every message the console's forms can get from the contracts for input that is wrong in every way. */
function formIssues(): string[] {
  // The form always sends its text fields, a place and a time zone; everything else can be wrong.
  const form = {
    title: 'Knife skills',
    skill: 'Cooking',
    description: 'We cut onions.',
    date: '2026-12-01',
    startTime: '18:00',
    durationMinutes: 60,
    seats: 10,
    price: 1,
    place: { kind: 'online' },
    hostId: '',
    timeZone: 'UTC',
  };
  const workshops = [
    {
      title: '',
      skill: '',
      description: '',
      date: 'soon',
      startTime: '25:00',
      durationMinutes: 5.5,
      seats: 1.5,
    },
    { title: 'x'.repeat(200), skill: 'x'.repeat(100), description: 'x'.repeat(2100), date: '2026-02-30' },
    { price: -1, place: { kind: 'online', url: 'http://meet.example' } },
    {
      durationMinutes: 1000,
      seats: 40,
      price: 101,
      place: { kind: 'online', url: `https://${'x'.repeat(400)}.example` },
    },
    { durationMinutes: Number('sixty'), seats: Number(''), price: 0.3, description: 'Bad\u0007 text' },
  ].flatMap((change) => createEliteWorkshopSchema.safeParse({ ...form, ...change }).error?.issues ?? []);
  const decisions = [
    { outcome: 'refunded', note: '' },
    { outcome: 'upheld', note: 'x'.repeat(1001) },
  ].flatMap((input) => decideWorkshopDisputeSchema.safeParse(input).error?.issues ?? []);
  const resolutions = [
    { outcome: 'settled', note: 'short', requesterHours: -1, recipientHours: 1.234 },
    { outcome: 'settled', note: 'x'.repeat(1001), requesterHours: 101, recipientHours: 'two' },
    { outcome: 'cancelled', note: 'Bad\u0007 note here' },
  ].flatMap((input) => resolveDisputeSchema.safeParse(input).error?.issues ?? []);
  return [...new Set([...workshops, ...decisions, ...resolutions].map((issue) => issue.message))];
}

describe('console form messages', () => {
  it('shows every contract message of the console forms in the operator’s language', () => {
    const issues = formIssues();
    expect(issues.length).toBeGreaterThan(25);
    const spanish = tIn('es');
    const english = tIn('en');
    // Each is a key of the contracts' catalogue (ADR 208), in words in English and otherwise in Spanish.
    expect(issues.filter((message) => translateValidation(english, message) === message)).toEqual([]);
    expect(
      issues.filter(
        (message) => translateValidation(spanish, message) === translateValidation(english, message),
      ),
    ).toEqual([]);
  });

  it('shows a message it does not know as written', () => {
    const german = tIn('de');
    expect(translateValidation(german, 'Something new')).toBe('Something new');
    expect(translateValidation(german, 'console.validation.issueNote')).toBe(
      'Schreib eine Notiz an beide Mitglieder',
    );
  });
});

describe('RichMessage', () => {
  const balance = (language: Language) =>
    renderToStaticMarkup(
      createElement(RichMessage, {
        t: tIn(language),
        messageKey: 'console.member.balance',
        elements: {
          balance: createElement('strong', null, '12.00'),
          held: createElement('strong', null, '2.00'),
        },
      }),
    );

  it('puts the elements where each language puts them', () => {
    expect(balance('en')).toBe(
      'Balance <strong>12.00</strong>, of which <strong>2.00</strong> held for accepted swaps.',
    );
    expect(balance('de')).toBe(
      'Guthaben <strong>12.00</strong>, davon <strong>2.00</strong> reserviert für angenommene Tausche.',
    );
    expect(balance('ar')).toContain('<strong>12.00</strong>');
  });
});
