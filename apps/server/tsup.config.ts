import { defineConfig } from 'tsup';

// One file for the server; workspace packages are bundled from source, npm packages stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@career\//],
  esbuildOptions(options) {
    options.conditions = ['@career/source'];
  },
});
