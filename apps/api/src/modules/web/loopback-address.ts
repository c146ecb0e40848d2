import type { FastifyInstance } from 'fastify';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * On a local install (PUBLIC_URL on a loopback name), a page opened at another loopback spelling of the same
 * port (http://127.0.0.1:3000 where PUBLIC_URL says http://localhost:3000, as the server's own log prints it)
 * is sent to PUBLIC_URL's spelling. A browser treats the two as different sites: sign-up there would be
 * refused as coming from elsewhere, and the mailed links would open signed out. Only page loads move; API
 * calls and other hosts (a LAN address) are left alone.
 */
export function registerLoopbackRedirect(app: FastifyInstance, publicUrl: string) {
  const canonical = new URL(publicUrl);
  if (!loopbackNames.has(canonical.hostname)) return;
  const port = canonical.port || (canonical.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/api') || !(request.headers.accept ?? '').includes('text/html')) return;
    const host = request.headers.host;
    if (!host) return;
    const asked = new URL(`${canonical.protocol}//${host}`);
    const askedPort = asked.port || (asked.protocol === 'https:' ? '443' : '80');
    if (asked.hostname === canonical.hostname || !loopbackNames.has(asked.hostname) || askedPort !== port)
      return;
    return reply.redirect(`${canonical.origin}${request.url}`, 308);
  });
}
