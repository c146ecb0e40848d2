import { describe, expect, it } from 'vitest';
import { listZones, searchZones } from './zone-list.ts';

describe('the time-zone list', () => {
  const at = new Date('2026-01-15T12:00:00Z');
  const zones = listZones('Europe/Lisbon', at);
  const found = (query: string) => searchZones(zones, query).map((entry) => entry.zone);

  it('lists every zone the runtime knows with its city and its offset now', () => {
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.find((entry) => entry.zone === 'Asia/Tokyo')).toMatchObject({
      city: 'Tokyo',
      region: 'Asia',
      offset: 'UTC+09:00',
    });
    expect(
      zones.find((entry) => entry.zone === 'Asia/Kathmandu' || entry.zone === 'Asia/Katmandu')?.offset,
    ).toBe('UTC+05:45');
    expect(zones.find((entry) => entry.zone === 'America/New_York')?.offset).toBe('UTC−05:00');
  });

  it('finds a zone by city (with or without accents), by another city on it, and by offset', () => {
    expect(found('new york')[0]).toBe('America/New_York');
    expect(found('Lisb')[0]).toBe('Europe/Lisbon');
    expect(found('são paulo')).toContain('America/Sao_Paulo');
    // The runtime may list India under Asia/Kolkata or Asia/Calcutta; either way Mumbai and Kolkata find it.
    expect(found('Mumbai')).toHaveLength(1);
    expect(found('Kolkata')).toEqual(found('Mumbai'));
    expect(found('Kyiv')).toHaveLength(1);
    expect(found('Beijing')).toEqual(['Asia/Shanghai']);
    expect(found('+5:30')).toContain(found('Mumbai')[0]);
    expect(found('UTC-5')).toContain('America/New_York');
    expect(found('utc+05:30').every((zone) => !zone.startsWith('America'))).toBe(true);
    expect(found('Atlantis')).toEqual([]);
  });
});
