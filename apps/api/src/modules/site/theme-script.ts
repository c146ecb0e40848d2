/**
 * CSP source for the one inline script of the web app: the snippet in apps/web/index.html that applies the
 * saved or system colour theme before the first paint. Allowing it by hash keeps 'unsafe-inline' out of
 * script-src; theme-script.test.ts fails when the snippet and this hash drift apart.
 */
export const themeScriptCspSource = "'sha256-pRwgL13Gd95mK+Ajrqw5uRpf09epHFlDHpMV1ob0Nyo='";
