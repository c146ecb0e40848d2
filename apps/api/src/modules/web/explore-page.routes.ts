import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { negotiatePageLanguage } from './page-language.ts';
import { getExplorePageData } from './explore-page.ts';
import { fillPageTemplate } from './page-html.ts';
import { createWebRendererLoader } from './web-renderer.ts';

const exploreTitle = 'Explore Skills | SkillSwap';

/**
 * GET /explore answers HTML that already holds the first page of results, as JSON for the app and, when the
 * build has its server entry, as the rendered cards, so they paint before any script runs and nothing moves
 * when the app takes over (ADR 82). Whatever fails on the way, the visitor still gets the app's shell, which
 * loads the results itself.
 */
export function registerExplorePage(app: FastifyInstance, distDir: string) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const loadRenderer = createWebRendererLoader(distDir);
  // Loading the renderer takes a second or more: done once the server listens, not by the first visitor.
  app.addHook('onListen', async () => {
    void loadRenderer().catch((error: unknown) =>
      app.log.error({ err: error }, 'The web renderer could not be loaded'),
    );
  });
  // A page, not API: kept out of the OpenAPI document.
  app.get('/explore', { schema: { hide: true } }, async (request, reply) => {
    // The results change with every profile edit: the page is revalidated on each visit, like index.html.
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .type('text/html; charset=utf-8');
    const language = negotiatePageLanguage(request);
    try {
      const pageData = await getExplorePageData({
        db: app.deps.database.db,
        url: request.url,
        now: app.deps.clock.now(),
      });
      if (!pageData) return await reply.sendFile('index.html');
      const renderer = await loadRenderer();
      const rootHtml = renderer ? await renderer.renderPage(request.url, pageData, language) : '';
      const catalogue = renderer?.catalogueOf(language);
      return fillPageTemplate({ template, rootHtml, pageData, title: exploreTitle, language, catalogue });
    } catch (error) {
      request.log.error({ err: error }, 'Explore was sent without its first results');
      return reply.sendFile('index.html');
    }
  });
}
