// Builds the PDF fixture with the apps' Vite setup (vanilla-extract, workspace source condition):
// `inject.js` for the product's page in the end-to-end test, `index.html` for the benchmark.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

export const FIXTURE_BASE = '/e2e-pdf/';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Builds into a new temporary folder; returns it with the injected entry's script and styles. */
export async function buildPdfFixture() {
  const outDir = mkdtempSync(join(tmpdir(), 'pdf-fixture-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: here,
    base: FIXTURE_BASE,
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@career/source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        input: { inject: join(here, 'inject.js'), index: join(here, 'index.html') },
        output: { entryFileNames: '[name].js' },
        checks: { bundlerTimings: false },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const inject = manifest['inject.js'];
  return {
    outDir,
    script: inject.file,
    styles: collectCss(manifest, 'inject.js'),
  };
}

/** The CSS files of an entry and its static imports. */
function collectCss(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((child) => collectCss(manifest, child, seen))];
}
