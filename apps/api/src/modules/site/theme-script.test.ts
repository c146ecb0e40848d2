import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeScriptCspSource } from './theme-script.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../../web');

function hashInlineScripts(html: string) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

describe('the theme snippet the Content-Security-Policy allows', () => {
  it('is exactly the inline script in the web app source', () => {
    const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    expect(hashInlineScripts(html)).toEqual([themeScriptCspSource]);
  });

  const built = path.join(webRoot, 'dist/index.html');
  it.skipIf(!existsSync(built))('survives the production build unchanged', () => {
    expect(hashInlineScripts(readFileSync(built, 'utf8'))).toEqual([themeScriptCspSource]);
  });
});
