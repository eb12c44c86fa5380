import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredTools, staleFiles } from './generate';
import { newTool } from './newTool';
import { filesNamingATool, toolFolders } from './toolNames';

// Decision 044's promise, kept by doing it: in a copy of the workspace, a toy tool is added through
// its folders only (`pnpm new:tool`), the lists of tools and the route table are generated, and
// then the packages and apps a tool touches type-check, the toy's own server test passes through
// HTTP, and git sees nothing changed but the toy's folders and generated files.

const source = fileURLToPath(new URL('../../', import.meta.url));
const toy = { group: 'toyTool', id: 'toy-tool', name: '장난감 도구' };

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=toy', '-c', 'user.email=toy@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });

/** The workspace's files as git sees them (tracked, and new ones not ignored), copied into `copy`. */
function copyWorkspace(copy: string) {
  const files = git(source, 'ls-files', '-co', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) if (existsSync(join(source, file))) cpSync(join(source, file), join(copy, file));
  // The installed packages are the workspace's, except that the workspace's own packages are the copy's.
  const own = new Map(
    ['packages/api-sdk', 'packages/session', 'packages/tool-logic', 'packages/tools-ui'].map((dir) => [
      JSON.parse(readFileSync(join(copy, dir, 'package.json'), 'utf8')).name as string,
      join(copy, dir),
    ]),
  );
  for (const dir of [
    '.',
    'packages/api-sdk',
    'packages/session',
    'packages/tool-logic',
    'packages/tools-ui',
    'apps/server',
    'apps/portal',
    'apps/admin',
  ]) {
    const installed = join(source, dir, 'node_modules');
    if (!existsSync(installed)) continue;
    mkdirSync(join(copy, dir, 'node_modules'), { recursive: true });
    for (const entry of readdirSync(installed)) {
      const scoped = entry.startsWith('@') && entry !== '.bin';
      const names = scoped ? readdirSync(join(installed, entry)).map((name) => `${entry}/${name}`) : [entry];
      if (scoped) mkdirSync(join(copy, dir, 'node_modules', entry), { recursive: true });
      for (const name of names) {
        symlinkSync(own.get(name) ?? realpathSync(join(installed, name)), join(copy, dir, 'node_modules', name));
      }
    }
  }
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  git(copy, 'commit', '-q', '-m', 'the workspace');
}

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A command run to its end without holding the test's thread, so the three checks below run at once. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('close', (status) =>
      resolve({ status, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }),
    );
  });
}

describe('a toy tool added through its folders only', () => {
  const copy = mkdtempSync(join(tmpdir(), 'toy-tool-'));
  const Group = `${toy.group[0]?.toUpperCase()}${toy.group.slice(1)}`;
  let checks: Record<
    'types' | 'server' | 'stories',
    Promise<{ status: number | null; output: string; stdout: string }>
  >;
  beforeAll(async () => {
    copyWorkspace(copy);
    await newTool(pathToFileURL(`${copy}/`), toy);
    const tsx = join(source, 'node_modules/.bin/tsx');
    execFileSync(tsx, ['--conditions=@career/source', 'packages/api-sdk/scripts/gen-routes.ts'], { cwd: copy });
    // The type check, the server test and the stories read the copy and write nothing another
    // reads: started together, the file takes the longest of them instead of their sum.
    checks = {
      types: typeCheck(),
      server: runInCopy('server', `apps/server/src/tools/${toy.group}/${toy.group}.server.test.ts`),
      stories: runInCopy('stories', `packages/tools-ui/src/tools/${toy.group}/${Group}Tool.stories.tsx`),
    };
  }, 120_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('changes nothing but its folders and generated files', () => {
    const changed = git(copy, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const own = toolFolders(toy.group);
    const outside = changed.filter(
      (path) =>
        !own.some((folder) => path.startsWith(folder)) &&
        !readFileSync(join(copy, path), 'utf8').startsWith('// Generated by '),
    );
    expect(outside).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining([
        'packages/api-sdk/src/tools/index.ts',
        'packages/tools-ui/src/tools/registry.ts',
        'apps/server/src/tools/modules.ts',
        `packages/api-sdk/src/routes/${toy.group}.ts`,
      ]),
    );
  });

  it('is in every list of tools, and no hand-written file outside its folders names it', async () => {
    const root = pathToFileURL(`${copy}/`);
    const tools = await declaredTools(root);
    expect(tools.at(-1)).toMatchObject({ group: toy.group, id: toy.id });
    expect(await staleFiles(root)).toEqual([]);
    expect(filesNamingATool(root, tools)).toEqual([]);
  });

  // With TypeScript 7's native compiler, as the workspace's own type check (decision 047).
  async function typeCheck() {
    const tsc = join(source, 'node_modules/typescript-native/bin/tsc');
    const projects = ['packages/api-sdk', 'packages/tool-logic', 'packages/tools-ui', 'apps/server', 'apps/portal'];
    const checked = await run(tsc, ['-b', ...projects], { cwd: copy });
    return { status: checked.status, output: checked.stdout, stdout: checked.stdout };
  }

  it('type-checks in every package and app a tool touches', { timeout: 300_000 }, async () => {
    const { status, output } = await checks.types;
    expect({ status, errors: output }).toEqual({ status: 0, errors: '' });
  });

  /** One vitest project of the copy, on the toy's own test file: what the run printed when it failed. */
  async function runInCopy(project: string, file: string) {
    const ran = await run(join(source, 'node_modules/.bin/vitest'), ['run', '--project', project, file], {
      cwd: copy,
      // The outer run's own variables (VITEST, its pool and worker) are not the inner run's.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
        CI: 'true',
        NO_COLOR: '1',
        // The installed packages are this checkout's (.storybook/main.ts lets Vite serve them).
        STORIES_INSTALLED_FROM: join(source, 'node_modules'),
      },
    });
    return { status: ran.status, output: ran.status === 0 ? '' : `${ran.stdout}${ran.stderr}`, stdout: ran.stdout };
  }

  it('passes its own server test, through HTTP on the real server', { timeout: 300_000 }, async () => {
    const { stdout, ...ran } = await checks.server;
    expect(ran).toEqual({ status: 0, output: '' });
    expect(stdout).toMatch(/Tests\s+1 passed/);
  });

  it('passes its own stories, in Chromium with the accessibility checks', { timeout: 300_000 }, async () => {
    const { stdout, ...ran } = await checks.stories;
    expect(ran).toEqual({ status: 0, output: '' });
    expect(stdout).toMatch(/Tests\s+2 passed/);
  });
});
