import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOLS, toolDefinitions } from '../../packages/api-sdk/src';
import { declaredTools, staleFiles } from './generate';
import { filesNamingATool } from './toolNames';

// A tool is its folders (decision 044): its row, contract, logic, screens and server module, each in
// a file or folder named after its group; every list of tools is generated from them or derived
// from the registry. Read from the source tree, so a tool that needs a shared edit fails here.

const root = new URL('../../', import.meta.url);
const exists = (path: string) => existsSync(new URL(path, root));

const tools = await declaredTools(root);

describe('a tool is its folders', () => {
  it.each(tools)('$id: its folder in each package', ({ group }) => {
    expect(exists(`packages/api-sdk/src/tools/${group}.ts`)).toBe(true);
    expect(exists(`packages/api-sdk/src/contract/${group}.ts`)).toBe(true);
    expect(exists(`packages/tool-logic/src/${group}/index.ts`)).toBe(true);
    expect(exists(`apps/server/src/tools/${group}/index.ts`)).toBe(true);
    expect(exists(`packages/tools-ui/src/tools/${group}/index.ts`)).toBe(true);
  });

  it('each contract module declares the tool of its row, and only the rows are tools', () => {
    const declared = Object.entries(toolDefinitions).map(([group, tool]) => ({ group, id: tool.id }));
    expect(declared.sort((a, b) => a.group.localeCompare(b.group))).toEqual(
      tools.map(({ group, id }) => ({ group, id })).sort((a, b) => a.group.localeCompare(b.group)),
    );
    expect(Object.keys(TOOLS)).toEqual(tools.map((tool) => tool.id));
  });

  it('the generated lists of tools are as the folders give them (else: pnpm gen:tools)', async () => {
    expect(await staleFiles(root)).toEqual([]);
  });

  it('no hand-written file outside the tools’ folders names a tool', () => {
    const definitions: Record<string, { group: string }> = toolDefinitions;
    const named = tools.map((tool) => ({ ...tool, aliases: [definitions[tool.group]?.group ?? tool.group] }));
    expect(filesNamingATool(root, named)).toEqual([]);
  });
});
