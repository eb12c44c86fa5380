import { readFile, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * The published form: ESM + .d.ts, with the vanilla-extract styles extracted to CSS files and the
 * Pretendard subsets copied beside them. Inside the workspace the apps read src/ instead.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/index.ts', vars: 'src/styles/vars.css.ts' },
  format: ['esm'],
  target: 'es2023',
  dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  // Minified: unminified CSS bundles carry every .css.ts source in a comment. Source maps stay.
  minify: true,
  external: ['react', 'react-dom', 'react-aria-components'],
  // The font CSS and its subsets go into dist (fonts/), not left as an import for the consumer.
  noExternal: ['pretendard'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  // One stylesheet for consumers: fonts, theme and reset first, then the components.
  async onSuccess() {
    const [base, components] = await Promise.all([
      readFile('dist/styles.css', 'utf8'),
      readFile('dist/index.css', 'utf8'),
    ]);
    await writeFile('dist/style.css', `${base}\n${components}`);
  },
});
