import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { openTestDatabase, testDatabase } from './harness';

// The database types the code uses (src/db/schema.ts) against the tables the migrations make:
// every table and column on both sides, and whether each column may be null.

interface Column {
  name: string;
  nullable: boolean;
}

/** The framework's schema.ts and each tool's own (which adds its tables to `Database`). */
function schemaFiles(): URL[] {
  const tools = new URL('../src/tools/', import.meta.url);
  return [
    new URL('../src/db/schema.ts', import.meta.url),
    ...readdirSync(tools, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/schema.ts`, tools)))
      .map((entry) => new URL(`${entry.name}/schema.ts`, tools)),
  ];
}

/** Tables and columns of the `Database` interface, read from the source (no type checking needed). */
function declaredTables(): Map<string, Column[]> {
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const databases: ts.InterfaceDeclaration[] = [];
  const sources = new Map<ts.InterfaceDeclaration, ts.SourceFile>();
  const visit = (node: ts.Node, source: ts.SourceFile) => {
    if (ts.isInterfaceDeclaration(node)) {
      (node.name.text === 'Database' ? databases : []).push(node);
      interfaces.set(node.name.text, node);
      sources.set(node, source);
    }
    // A tool's `declare module '…/db/schema' { interface Database { … } }`.
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      for (const statement of node.body.statements) visit(statement, source);
    }
  };
  for (const path of schemaFiles()) {
    const source = ts.createSourceFile(path.pathname, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    source.forEachChild((node) => visit(node, source));
  }
  if (databases.length === 0) throw new Error('schema.ts has no Database interface');
  const tables = new Map<string, Column[]>();
  for (const member of databases.flatMap((database) => [...database.members])) {
    const source = sources.get(member.parent as ts.InterfaceDeclaration) as ts.SourceFile;
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = member.name.getText(source);
    const shape = interfaces.get(member.type.getText(source));
    if (!shape) throw new Error(`no interface for table ${table}`);
    const shapeSource = sources.get(shape) as ts.SourceFile;
    tables.set(
      table,
      shape.members.filter(ts.isPropertySignature).map((column) => ({
        name: column.name.getText(shapeSource),
        // `X | null`, `ColumnType<X | null, …>` and `Timestamp | null` may hold null.
        nullable: /\bnull\b/.test(column.type?.getText(shapeSource).split(',')[0] ?? ''),
      })),
    );
  }
  return tables;
}

describe(`the database types on ${testDatabase}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('name every table and column the migrations make, with the same nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(database.db);
    const actual = new Map<string, Column[]>();
    for (const row of rows) {
      actual.set(row.table_name, [
        ...(actual.get(row.table_name) ?? []),
        { name: row.column_name, nullable: row.is_nullable === 'YES' },
      ]);
    }
    const sorted = (tables: Map<string, Column[]>) =>
      Object.fromEntries(
        [...tables]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([table, columns]) => [table, [...columns].sort((a, b) => a.name.localeCompare(b.name))]),
      );
    expect(sorted(declaredTables())).toEqual(sorted(actual));
  });
});
