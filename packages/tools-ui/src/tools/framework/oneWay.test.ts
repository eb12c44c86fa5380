import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// One way to load, fail, send a form and finish (docs/decisions/045, 050), held by reading the source tree. The list
// below is what is still written by hand: a file leaves it when it is converted (the test fails
// until it does), and no file joins it.

const root = new URL('../../../../../', import.meta.url);

/** Every screen source of the library and the host apps, stories and tests left out. */
function sources(dir: string): string[] {
  return readdirSync(new URL(dir, root)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(new URL(path, root)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = ['packages/tools-ui/src', 'apps/portal/src', 'apps/admin/src'].flatMap(sources);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const filesWith = (pattern: RegExp) => files.filter((path) => pattern.test(read(path))).sort();

describe('one way to load, fail and finish', () => {
  it('a tool is finished only through finish(): no screen calls its scoring call itself', () => {
    const scoring = /\.(saveUser|nineCoreResult)(\.load)?\(/;
    expect(filesWith(scoring)).toEqual([]);
  });

  it('a load’s failure is rendered by <Loaded> (the tool shell’s refusal aside)', () => {
    const own = [
      'packages/tools-ui/src/components/ErrorState/ErrorState.tsx',
      'packages/tools-ui/src/tools/framework/Loaded.tsx',
      'packages/tools-ui/src/tools/framework/ToolRefusal.tsx',
    ];
    expect(filesWith(/<ErrorState\b/).filter((path) => !own.includes(path))).toEqual([]);
  });

  it('an action’s failure is said by <ActionError>, not by a red notice of a screen’s own', () => {
    // A tone that is not written out may be danger: it goes through ActionOutcome.
    expect(filesWith(/<Notice tone=(?:"danger"|\{)/)).toEqual([
      'packages/tools-ui/src/patterns/ActionError/ActionError.tsx',
    ]);
  });

  it('a form is a <Form>: sending never reloads the page, whatever the screen', () => {
    expect(filesWith(/<form\b/)).toEqual(['packages/tools-ui/src/components/Form/Form.tsx']);
  });

  it('what a screen shows is loaded by useLoaded, not by an effect of its own', () => {
    const loadInEffect = /useEffect\(\(\) => \{(?:(?!\n {2}\}, \[)[\s\S])*?\.load\(/;
    expect(filesWith(loadInEffect)).toEqual(['packages/tools-ui/src/tools/framework/ToolRunContext.tsx']);
  });
});
