// `pnpm validate:tools`: the validation harness's figures of every tool that has one (decision 021).
import * as tools from '../src/tools';

const respondents = Number(process.argv.find((arg) => arg.startsWith('--respondents='))?.split('=')[1] ?? 1000);
for (const tool of Object.values(tools)) {
  if (!('validation' in tool)) continue;
  const { title, figures } = tool.validation;
  console.log(`\n${title}: ${respondents} simulated respondents per condition (%)`);
  console.table(
    figures(respondents).map((row) => ({
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
