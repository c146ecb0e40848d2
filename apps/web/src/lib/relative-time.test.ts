import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => formatRelativeTime(new Date(now.getTime() - ms), now, 'en');

  it('reads the last minute, and a clock slightly ahead, as now', () => {
    expect(ago(0)).toBe('now');
    expect(ago(59_000)).toBe('now');
    expect(ago(-30_000)).toBe('now');
  });

  it('picks the largest whole unit', () => {
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 60 * 60_000)).toBe('3 hours ago');
    expect(ago(30 * 60 * 60_000)).toBe('yesterday');
    expect(ago(15 * 24 * 60 * 60_000)).toBe('2 weeks ago');
    expect(ago(400 * 24 * 60 * 60_000)).toBe('last year');
  });

  it('speaks the reader’s language', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 2 * 60 * 60_000), now, 'es')).toBe('hace 2 horas');
  });
});
