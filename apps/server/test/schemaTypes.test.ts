import { readFileSync } from 'node:fs';
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

/** Tables and columns of the `Database` interface, read from the source (no type checking needed). */
function declaredTables(): Map<string, Column[]> {
  const path = new URL('../src/db/schema.ts', import.meta.url);
  const source = ts.createSourceFile('schema.ts', readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts has no Database interface');
  const tables = new Map<string, Column[]>();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = member.name.getText(source);
    const shape = interfaces.get(member.type.getText(source));
    if (!shape) throw new Error(`no interface for table ${table}`);
    tables.set(
      table,
      shape.members.filter(ts.isPropertySignature).map((column) => ({
        name: column.name.getText(source),
        // `X | null`, `ColumnType<X | null, …>` and `Timestamp | null` may hold null.
        nullable: /\bnull\b/.test(column.type?.getText(source).split(',')[0] ?? ''),
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
