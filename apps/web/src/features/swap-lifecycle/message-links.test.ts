import { describe, expect, it } from 'vitest';
import { splitMessageLinks } from './message-links.ts';

describe('links in swap messages', () => {
  it('turns http and https addresses into links and keeps the words around them', () => {
    expect(splitMessageLinks('Notes: https://example.com/a?b=1 and http://example.org.')).toEqual([
      { kind: 'text', text: 'Notes: ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves every other scheme as plain text', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'mailto:a@example.com',
      'see javascript:alert("https://example.com")',
    ]) {
      const links = splitMessageLinks(body).filter((part) => part.kind === 'link');
      expect(links.every((link) => link.href.startsWith('https://') || link.href.startsWith('http://'))).toBe(
        true,
      );
    }
    expect(splitMessageLinks('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(splitMessageLinks('data:text/html,hi')).toEqual([{ kind: 'text', text: 'data:text/html,hi' }]);
  });

  it('keeps a message without addresses whole', () => {
    expect(splitMessageLinks('See you at 5\non Friday')).toEqual([
      { kind: 'text', text: 'See you at 5\non Friday' },
    ]);
  });
});
