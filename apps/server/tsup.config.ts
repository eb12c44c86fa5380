import { defineConfig } from 'tsup';

// One file for the server; workspace packages are bundled from source, npm packages stay external.
export default defineConfig({
  // The report worker is a file of its own: a worker thread starts from a script (src/pdf/printer.ts).
  entry: { main: 'src/main.ts', cli: 'src/cli.ts', reportWorker: 'src/pdf/reportWorker.ts' },
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
