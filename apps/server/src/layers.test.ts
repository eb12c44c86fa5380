import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server's layers, read from its imports (types included, as the linter's noImportCycles
// reads them): what a module pulls in is what loading it costs and what a reader must know.

const src = dirname(fileURLToPath(import.meta.url));

/** Every server source file `entry` reaches through its relative imports, as paths under src/. */
function reachedFrom(entry: string): string[] {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = join(dirname(file), fileName);
      const found = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!found) throw new Error(`${relative(src, file)}: cannot find ${fileName}`);
      visit(found);
    }
  };
  visit(join(src, entry));
  return [...reached].map((file) => relative(src, file)).sort();
}

describe('the server’s layers', () => {
  it('open the database with the database layer alone: no tool, route or service is loaded', () => {
    const reached = reachedFrom('db/database.ts');
    // The reference content is data that a shipped migration inserts (0011).
    expect(reached.filter((file) => !file.startsWith('db/') && !file.startsWith('reference/content/'))).toEqual([]);
    expect(reached).toContain('db/migrations/0040_order_agreement_and_expiry.ts');
  });

  it('keep the request’s vocabulary (Deps, Router, principals, handlers) in a module that compiles to nothing', () => {
    const source = readFileSync(join(src, 'http/types.ts'), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023, verbatimModuleSyntax: true },
    });
    expect(outputText.replace(/\/\/.*$/gm, '').trim()).toBe('export {};');
    expect(source).toMatch(/export interface Deps\b/);
    expect(source).toMatch(/export interface Router\b/);
  });
});
