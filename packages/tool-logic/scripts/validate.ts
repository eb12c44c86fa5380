// `pnpm validate:tools`: the validation harness's figures per tool (decision 021).
import { validateCareerAnchor, validateCoreColoring, validateJobCard, validatePtid } from '../src/validation';

const respondents = Number(process.argv.find((arg) => arg.startsWith('--respondents='))?.split('=')[1] ?? 1000);
for (const [tool, figures] of [
  ['personality type (ptid/2)', validatePtid(respondents)],
  ['career anchor (career-anchor/2)', validateCareerAnchor(respondents)],
  ['core coloring (core-coloring/2), first = strongest core', validateCoreColoring(respondents)],
  ['job card (job-card/3), first = first Holland letter', validateJobCard(respondents)],
] as const) {
  console.log(`\n${tool}: ${respondents} simulated respondents per condition (%)`);
  console.table(
    figures.map((row) => ({
      condition: row.condition,
      'first recovered': row.first,
      'top three recovered': row.topThree,
      'split-half agreement': row.splitHalf,
      flagged: row.flagged,
      'clear first': row.clear,
      'first recovered when clear': row.firstWhenClear,
    })),
  );
}
