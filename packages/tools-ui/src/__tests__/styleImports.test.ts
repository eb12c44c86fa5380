import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a `.css.ts` file may import. vanilla-extract's compiler runs a style file together with
 * everything it imports; a style file that pulls in a barrel (say `@career/tools-ui`) runs every
 * other style file as a mere dependency, and the production build then drops their CSS while the
 * stories still look right (decision record 011). So a style file imports only vanilla-extract,
 * the theme contract (`@career/tools-ui/vars`), other style files, and data modules that import
 * nothing themselves; type-only imports are erased and free.
 */
const workspace = fileURLToPath(new URL('../../../..', import.meta.url));
const roots = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(workspace, group)).map((name) => join(workspace, group, name, 'src')),
);

const styleFiles = roots
  .filter((root) => existsSync(root))
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.css.ts'))
      .map((path) => join(root, path)),
  );

const importPattern = /^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/** The value imports of a module (type-only ones left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(importPattern)].filter((match) => !match[1]).map((match) => match[2] ?? match[3] ?? '');
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

function problemOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@vanilla-extract/') || specifier === '@career/tools-ui/vars') return undefined;
  if (!specifier.startsWith('.')) return `imports the package "${specifier}"`;
  const target = resolveRelative(file, specifier);
  if (!target) return `imports "${specifier}", which does not resolve`;
  if (target.endsWith('.css.ts')) return undefined;
  const nested = valueImports(target);
  return nested.length === 0 ? undefined : `imports "${specifier}", a module with imports of its own`;
}

describe('style files', () => {
  it('are found across the workspace', () => {
    expect(styleFiles.length).toBeGreaterThan(30);
  });

  it('import only vanilla-extract, the theme contract, style files and plain data', () => {
    const problems = styleFiles.flatMap((file) =>
      valueImports(file)
        .map((specifier) => problemOf(file, specifier))
        .filter((problem): problem is string => problem !== undefined)
        .map((problem) => `${relative(workspace, file)} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
