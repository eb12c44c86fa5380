import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * The story conventions, read the way Storybook's indexer reads them (CSF parsed, not imported):
 * every component folder has stories, titles follow the taxonomy, every file has a Default story,
 * autodocs, and component stories exercise the component in a play function.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

/** Title sections and the source folder each may come from. */
const sections: Record<string, string[]> = {
  Foundations: ['foundations'],
  Layout: ['components'],
  Components: ['components'],
  Patterns: ['patterns'],
  Shell: ['shell'],
  Tools: ['tools'],
  ConsultantLog: ['consultantLog'],
  Instructor: ['instructor'],
  Portfolio: ['portfolio'],
  Console: ['console'],
};

/** Folders whose every subfolder with an index.ts is a component that needs stories. */
const componentRoots = ['components', 'patterns'];
/** Folders whose every subfolder with an index.ts holds widgets, each with stories (named after the widget). */
const widgetRoots = ['shell'];

const toPosix = (path: string) => path.split(sep).join('/');

const storyFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.stories.tsx'))
  .map(toPosix)
  .sort();

const parsed = storyFiles.map((path) => {
  const fileName = join(src, path);
  const csf = loadCsf(readFileSync(fileName, 'utf8'), { fileName, makeTitle: (title) => title }).parse();
  return { path, meta: csf.meta, stories: csf.stories };
});

describe('story conventions', () => {
  it('finds the stories', () => {
    expect(storyFiles.length).toBeGreaterThan(20);
  });

  it.each(componentRoots)('gives every folder in %s/ a stories file named after it', (root) => {
    const folders = existsSync(join(src, root))
      ? readdirSync(join(src, root), { withFileTypes: true }).filter(
          (entry) => entry.isDirectory() && existsSync(join(src, root, entry.name, 'index.ts')),
        )
      : [];
    const missing = folders
      .map((folder) => `${root}/${folder.name}/${folder.name}.stories.tsx`)
      .filter((path) => !storyFiles.includes(path));
    expect(missing).toEqual([]);
  });

  it.each(widgetRoots)('gives every folder in %s/ at least one stories file', (root) => {
    const folders = readdirSync(join(src, root), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(join(src, root, entry.name, 'index.ts')),
    );
    expect(folders.length).toBeGreaterThan(0);
    const missing = folders
      .map((folder) => `${root}/${folder.name}/`)
      .filter((prefix) => !storyFiles.some((path) => path.startsWith(prefix)));
    expect(missing).toEqual([]);
  });

  describe.each(parsed)('$path', ({ path, meta, stories }) => {
    const name = basename(path, '.stories.tsx');
    const folder = toPosix(relative(src, dirname(join(src, path)))).split('/')[0] ?? '';

    it('has a title "Section/Name" in a known section that matches its folder', () => {
      const [section = '', title, ...rest] = (meta?.title ?? '').split('/');
      expect(Object.keys(sections)).toContain(section);
      expect(sections[section]).toContain(folder);
      expect(title).toBe(name);
      expect(rest).toEqual([]);
    });

    it('has an autodocs page and names its component', () => {
      expect(meta?.tags ?? []).toContain('autodocs');
      expect(meta?.component).toBeTruthy();
    });

    it('exports a Default story', () => {
      expect(stories.map((story) => story.id)).toContain(`${meta?.id ?? storyIdPrefix(meta?.title)}--default`);
    });

    it.runIf(
      ['Components/', 'Shell/', 'Tools/', 'ConsultantLog/', 'Instructor/'].some((section) =>
        meta?.title?.startsWith(section),
      ),
    )('exercises the component in a play function', () => {
      expect(stories.filter((story) => story.__stats.play).length).toBeGreaterThan(0);
    });
  });

  it('uses each title once', () => {
    const titles = parsed.map(({ meta }) => meta?.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});

/** Storybook's id for a title: lower-case, non-alphanumerics as dashes. */
function storyIdPrefix(title: string | undefined): string {
  return (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
