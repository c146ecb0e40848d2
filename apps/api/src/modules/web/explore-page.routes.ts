import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultLanguage } from '@skillswap/contracts/shared/i18n';
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
  // Loading the renderer takes a second or more, and its first page (React's first render, the page's code
  // split into chunks, Explore's first queries) most of a second again: both are done once the
  // server listens, by rendering Explore for nobody, not by the first visitor. Readiness does not wait for
  // it, and a failure is logged and changes nothing else: the first visitor then pays, as before. It takes a
  // turn of the Featured rotation, which keeps the rotation fair (it moves the window by one). A visitor who
  // came first warms it themselves: the warming render is then skipped rather than added to theirs.
  let warming: Promise<void> = Promise.resolve();
  let hasVisitor = false;
  app.addHook('onListen', async () => {
    warming = warmRenderer().catch((error: unknown) =>
      // A warning, not an error: the first visitor's request renders the page as before (a database down at
      // start is the outage tests' case, and has its own 503).
      app.log.warn({ err: error }, 'The web renderer could not be loaded and warmed'),
    );
  });
  // Closing waits for a warming render still under way: its chunks are imported as it goes, and a process (or
  // a test file) that ends meanwhile would be left loading code for a server that is gone.
  app.addHook('onClose', async () => {
    await warming;
  });
  async function warmRenderer() {
    const renderer = await loadRenderer();
    if (!renderer || hasVisitor) return;
    const url = '/explore';
    const pageData = await getExplorePageData({ db: app.deps.database.db, url, now: app.deps.clock.now() });
    if (pageData && !hasVisitor) await renderer.renderPage(url, pageData, defaultLanguage);
  }
  // A page, not API: kept out of the OpenAPI document.
  app.get('/explore', { schema: { hide: true } }, async (request, reply) => {
    // The results change with every profile edit: the page is revalidated on each visit, like index.html.
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .type('text/html; charset=utf-8');
    const language = negotiatePageLanguage(request);
    hasVisitor = true;
    try {
      const pageData = await getExplorePageData({
        db: app.deps.database.db,
        url: request.url,
        now: app.deps.clock.now(),
      });
      if (!pageData) return await reply.sendFile('index.html');
      const renderer = await loadRenderer();
      // A visitor who comes while the warming render runs waits for it rather than racing it for the CPU.
      await warming;
      const rootHtml = renderer ? await renderer.renderPage(request.url, pageData, language) : '';
      const catalogue = renderer?.catalogueOf(language);
      return fillPageTemplate({ template, rootHtml, pageData, title: exploreTitle, language, catalogue });
    } catch (error) {
      request.log.error({ err: error }, 'Explore was sent without its first results');
      return reply.sendFile('index.html');
    }
  });
}
