import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { TOOLS, toolDefinitions } from '@career/api-sdk';
import * as logic from '@career/tool-logic';
import { describe, expect, it } from 'vitest';

// What a tool adds (docs/decisions/017): its own folder in each package and one registration line
// in each package's list of tools; nothing per tool in the host apps. Read from the source tree, so
// a tool that needs another shared edit shows here as a change of this list.

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const exists = (path: string) => existsSync(new URL(path, root));

/** Lines of a file that name the tool by its group, or by its id in quotes. */
const linesNaming = (path: string, group: string, id: string) =>
  read(path)
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
    .filter((line) => new RegExp(`\\b${group}\\b|'${id}'`).test(line));

const declared = Object.entries(toolDefinitions).map(([group, tool]) => ({ group, id: tool.id }));

describe('what a tool adds', () => {
  it.each(declared)('$id: its own folder in each package', ({ group }) => {
    expect(exists(`packages/api-sdk/src/contract/${group}.ts`)).toBe(true);
    expect(exists(`packages/tool-logic/src/${group}/index.ts`)).toBe(true);
    expect(exists(`apps/server/src/tools/${group}/index.ts`)).toBe(true);
    expect(exists(`packages/tools-ui/src/tools/${group}/index.ts`)).toBe(true);
    expect(group in logic).toBe(true);
  });

  it.each(declared)(
    '$id: one registration line per package (the server’s: an import and its entry)',
    ({ group, id }) => {
      expect(linesNaming('packages/tool-logic/src/index.ts', group, id)).toHaveLength(1);
      expect(linesNaming('packages/tools-ui/src/tools/index.ts', group, id)).toHaveLength(1);
      expect(linesNaming('packages/api-sdk/src/contract/tools.ts', group, id)).toHaveLength(1);
      // The server's list imports the module, then lists it.
      expect(linesNaming('apps/server/src/tools/modules.ts', `${group}Tool`, id)).toHaveLength(2);
    },
  );

  it('the host apps have nothing per tool: one route for every tool', () => {
    const portalTools = readdirSync(new URL('apps/portal/src/tools/', root));
    for (const { group } of declared) {
      expect(portalTools.filter((file) => file.toLowerCase().startsWith(group.toLowerCase()))).toEqual([]);
    }
  });

  it('every declared tool is one of the registry’s ten', () => {
    for (const { id } of declared) expect(id in TOOLS).toBe(true);
  });
});
