import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// One way to load, fail and finish (docs/decisions/045), held by reading the source tree. The list
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

/** Screens that still show an error as a red notice of their own. */
const DANGER_NOTICES = [
  'apps/portal/src/screens/user/AiGiftLogin.tsx',
  'apps/portal/src/screens/user/UserMainLogin.tsx',
  'packages/tools-ui/src/console/ParticipantImport.tsx',
  'packages/tools-ui/src/consultantLog/NoteEditor.tsx',
  'packages/tools-ui/src/consultantLog/NotePopup.tsx',
  'packages/tools-ui/src/consultantLog/StudentTimeline.tsx',
  'packages/tools-ui/src/patterns/SignInForm/SignInForm.tsx',
  'packages/tools-ui/src/shell/pdf/PdfExport.tsx',
  'packages/tools-ui/src/tools/deepinter/screens/QuestionPanel.tsx',
  'packages/tools-ui/src/tools/deepinter/screens/RewritePanel.tsx',
  'packages/tools-ui/src/tools/deepinter/screens/RootScreen.tsx',
  'packages/tools-ui/src/tools/framework/ActionItemPlan.tsx',
  'packages/tools-ui/src/tools/framework/ResultFeedback.tsx',
  // The streamed-text surface itself: a writing tool's refusal is said there.
  'packages/tools-ui/src/tools/framework/StreamedWriting.tsx',
  'packages/tools-ui/src/tools/interview/screens/Asking.tsx',
  'packages/tools-ui/src/tools/jobCard/screens/ClassifyScreen.tsx',
  'packages/tools-ui/src/tools/jobSearch/screens/CheckInterestScreen.tsx',
  'packages/tools-ui/src/tools/selfIntroduce/screens/CheckPanel.tsx',
  'packages/tools-ui/src/tools/selfIntroduce/screens/ChecklistScreen.tsx',
  'packages/tools-ui/src/tools/selfIntroduce/screens/QuestionPicker.tsx',
  'packages/tools-ui/src/tools/selfIntroduce/screens/VersionPanel.tsx',
  'packages/tools-ui/src/tools/sellingPoint/screens/JobPicker.tsx',
];

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

  it('no new screen shows an error as a notice of its own', () => {
    expect(filesWith(/<Notice tone="danger"/)).toEqual(DANGER_NOTICES);
  });

  it('what a screen shows is loaded by useLoaded, not by an effect of its own', () => {
    const loadInEffect = /useEffect\(\(\) => \{(?:(?!\n {2}\}, \[)[\s\S])*?\.load\(/;
    expect(filesWith(loadInEffect)).toEqual(['packages/tools-ui/src/tools/framework/ToolRunContext.tsx']);
  });
});
