import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { handleError } from '../../lib/error-handler.ts';
import { notFound } from '../../lib/errors.ts';
import { defaultLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import { listPrerenderedPages } from '../site/index.ts';
import { registerExplorePage } from './explore-page.routes.ts';
import { registerLoopbackRedirect } from './loopback-address.ts';
import { negotiatePageLanguage } from './page-language.ts';
import { serverOnlyFolder } from './web-renderer.ts';

/**
 * Serves the built web app: hashed assets are immutable, index.html is revalidated every time, pages
 * prerendered by the build have their own routes (their language alternates made absolute), Explore is
 * rendered with its first results on each request, and any other GET that wants HTML gets index.html so
 * client routes work on reload. Files the build compressed ahead of time (.br, .gz beside the original) are
 * sent as they are; the rest is compressed on the fly like any reply. The build's server folder is never
 * sent. A local install answers at one address only (loopback-address.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, publicUrl: string) {
  registerLoopbackRedirect(app, publicUrl);
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: [`${serverOnlyFolder}/**`, '**/*.br', '**/*.gz'],
      allowedPath: (pathName) => !pathName.startsWith(`/${serverOnlyFolder}/`),
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const pages = listPrerenderedPages(distDir);
    const routeOf = (page: string, language: Language) =>
      language === defaultLanguage ? page : page === '/' ? `/${language}/` : `/${language}${page}`;
    for (const [route, { file, language, page }] of pages) {
      // Pages, not API: kept out of the OpenAPI document.
      app.get(route, { schema: { hide: true } }, async (request, reply) => {
        void reply.header('cache-control', 'no-cache');
        if (language === defaultLanguage) {
          // The bare address is English; a visitor whose cookie or browser asks for another language we
          // have is sent to that language's copy (ADR 102).
          void reply.header('vary', 'accept-language, cookie');
          const wanted = negotiatePageLanguage(request);
          if (wanted !== defaultLanguage && pages.has(routeOf(page, wanted).replace(/\/$/, '') || '/')) {
            const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
            return reply.redirect(`${routeOf(page, wanted)}${query}`, 302);
          }
        }
        const html = await readFile(path.join(distDir, file), 'utf8');
        return reply.type('text/html; charset=utf-8').send(withAbsoluteAlternates(html, publicUrl));
      });
    }
    registerExplorePage(app, distDir);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return handleError(
      notFound('common.noRoute', { method: request.method, path: request.url.split('?')[0]! }),
      request,
      reply,
    );
  });
}

/**
 * The build writes a page's language alternates with root-relative addresses, as it does not know where the
 * site will live; search engines want them absolute (`hreflang` needs full URLs, and Lighthouse's SEO audit
 * fails relative ones). The server knows its public address and writes it in when it sends the page.
 */
export function withAbsoluteAlternates(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return html.replace(/(<link rel="alternate" hreflang="[^"]+" href=")\//g, `$1${base}/`);
}
