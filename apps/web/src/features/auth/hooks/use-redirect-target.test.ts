import { describe, expect, it } from 'vitest';
import { toSafeTarget } from './use-redirect-target.ts';

describe('where sign-in returns to', () => {
  it('follows paths on this site, with their query', () => {
    expect(toSafeTarget('/settings')).toBe('/settings');
    expect(toSafeTarget('/explore?q=guitar&category=Music')).toBe('/explore?q=guitar&category=Music');
  });

  it('goes home for anything that could leave the site', () => {
    for (const redirect of [
      null,
      '',
      'settings',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(toSafeTarget(redirect)).toBe('/');
    }
  });
});
