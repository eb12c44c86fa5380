// `node scripts/precompress.mjs DIR…`: writes a Brotli (.br) and a gzip (.gz) copy beside every
// compressible file of a built app, once, at build time, so the server sends compressed bytes
// without compressing on each request (serveStatic's `precompressed`). Fonts (woff2) and images
// are compressed already and are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than the header and the extra file cost.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const brotli = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files += 1;
    before += data.length;
    after += brotli.length;
  }
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`precompressed ${files} files: ${kib(before)} → ${kib(after)} with Brotli`);
