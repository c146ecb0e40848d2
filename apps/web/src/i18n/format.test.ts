import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInStyle } from './format.ts';

const saturday = new Date('2026-12-05T15:00:00Z');

describe('the app’s date styles', () => {
  it('writes a day with its month in words, never as numbers only', () => {
    expect(formatInStyle('en', 'date', saturday, 'Europe/Paris')).toBe('Dec 5, 2026');
    expect(formatInStyle('fr', 'date', saturday, 'Europe/Paris')).toBe('5 déc. 2026');
    expect(formatInStyle('de', 'date', saturday, 'Europe/Paris')).toBe('5. Dez. 2026');
  });

  it('writes a planned time with its weekday, the 24-hour clock and the zone named', () => {
    expect(formatInStyle('en', 'when', saturday, 'Europe/Paris')).toBe('Sat, Dec 5, 2026, 16:00 GMT+1');
    expect(formatInStyle('en', 'when', saturday, 'America/New_York')).toBe('Sat, Dec 5, 2026, 10:00 EST');
    expect(formatInStyle('es', 'when', saturday, 'Europe/Madrid')).toMatch(/^sáb, 5 dic 2026, 16:00 /);
  });

  it('writes a moment to the minute, zone named, and the halves of a range', () => {
    expect(formatInStyle('en', 'moment', saturday, 'UTC')).toBe('Dec 5, 2026, 15:00 UTC');
    expect(formatInStyle('en', 'day', saturday, 'Asia/Tokyo')).toBe('Sun, Dec 6, 2026');
    expect(formatInStyle('en', 'clock', saturday, 'Asia/Tokyo')).toBe('00:00');
  });

  it('is the only way the app writes a date: no page picks its own date or time options', () => {
    const sourceDir = path.resolve(import.meta.dirname, '..');
    const ownShapes = /dateStyle|timeStyle|month: 'numeric'|toLocaleDateString|toLocaleTimeString|hourCycle/;
    const offenders = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'i18n/format.ts')
      .filter((file) => ownShapes.test(readFileSync(path.join(sourceDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
