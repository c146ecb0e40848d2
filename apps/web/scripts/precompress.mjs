// Last build step: writes a Brotli (quality 11) and a gzip (level 9) copy beside every built asset and
// prerendered page worth compressing, which the server sends as they are (@fastify/static's preCompressed).
// Compressing once at the highest settings takes seconds here; the server compresses on the fly at Brotli
// quality 4, about 15 % larger for our JavaScript (ADR 82).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const folders = ['assets', 'prerendered'];
const compressible = /\.(js|css|html|svg|json)$/;
// Below this a compressed copy saves less than its extra headers cost (the server's own threshold, app.ts).
const minBytes = 1024;

let originalBytes = 0;
let brotliBytes = 0;
for (const folder of folders) {
  const dir = path.join(dist, folder);
  // Recursive: prerendered pages of other languages than English sit in a folder per language.
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!compressible.test(name)) continue;
    const file = path.join(dir, name);
    const content = readFileSync(file);
    if (content.length < minBytes) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    originalBytes += content.length;
    brotliBytes += brotli.length;
  }
}
console.log(
  `precompressed ${Math.round(originalBytes / 1024)} KB of assets and pages into ` +
    `${Math.round(brotliBytes / 1024)} KB of Brotli`,
);
