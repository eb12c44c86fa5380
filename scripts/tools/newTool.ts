// `pnpm new:tool <group> <id> <이름>`: a new tool's folders (decision 044), a working questionnaire
// to grow from: its row, its contract (a `questions` call, `s{id}` ratings 1–5, a `save/user` that
// sums them), its logic, its server module and its screens (front page, questions, plan). Then
// every list of tools is generated again (`pnpm gen:tools`); `pnpm gen:routes` writes its routes.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredTools, generatedFiles } from './generate';

export interface NewTool {
  /** The contract's name of the tool (`careerAnchor`): its folders' name. */
  readonly group: string;
  /** Its action_item (`career-anchor`). */
  readonly id: string;
  /** Its Korean name. */
  readonly name: string;
}

const pascal = (group: string) => `${group[0]?.toUpperCase()}${group.slice(1)}`;

/** The new tool's files by their path from the root. */
function toolFiles({ group, id, name }: NewTool, order: number): Record<string, string> {
  const Group = pascal(group);
  return {
    [`packages/api-sdk/src/tools/${group}.ts`]: `import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// ${name}: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const ${group}Row = {
  id: '${id}',
  order: ${order},
  flag: '${group}',
  aiGift: false,
  guest: false,
} as const satisfies ToolRow;

export const ${group}Name = '${name}';

export const ${group}Text = {
  summary: '문항마다 나와 얼마나 같은지 답하고 결과를 확인합니다.',
  gives: '문항 점수의 합과 실천 계획',
} as const satisfies ToolText;

export const ${group}Screens = everyone(['main', 'checklist', 'action-item/result']) satisfies ToolScreens;
`,
    [`packages/api-sdk/src/contract/${group}.ts`]: `import * as z from 'zod/mini';
import { defineTool } from './defineTool';
import { rating } from './items';
import { id } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

const question = z.object({ id: z.number(), text: z.string() });

/** What ${id}/1 keeps: the sum of the ratings, the steps it suggests and the questions it was computed from. */
export const ${group}Result = z.object({
  total: z.number(),
  suggestions: z.array(suggestion),
  content: z.object({ questions: z.array(question) }),
});

/** ${name}, declared once (decision 017): \`s{questionId}\` a rating 1–5. */
export const ${group} = defineTool('${id}', {
  group: '${group}',
  items: { 's{id}': rating(1, 5) },
  results: { '${id}/1': ${group}Result },
  calls: {
    /** The questions, in the order asked. */
    questions: {
      method: 'GET',
      path: '/questions',
      summary: '${name} 문항',
      data: z.object({ questions: z.array(question) }),
    },
    /** Scores the run from its saved answers and keeps the result; the run is then completed. */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '${name} 결과 저장',
      subject: 'run',
      body: z.object({ run_id: id('진행 중인 검사 번호가 필요합니다.') }),
      data: savedResultOf(${group}Result),
    },
  },
});
`,
    [`packages/tool-logic/src/${group}/index.ts`]: `// ${name}'s content and scoring.

export const SCORING_VERSION = '${id}/1';

export const QUESTIONS = [
  { id: 1, text: '나는 새로운 일을 시작하는 것이 즐겁다.' },
  { id: 2, text: '나는 계획을 세우고 그대로 지키는 편이다.' },
] as const;

/** The result of a run's answers (\`s{id}\`: 1–5). */
export function score(answers: Readonly<Record<string, unknown>>) {
  const total = QUESTIONS.reduce((sum, { id }) => sum + Number(answers[\`s\${id}\`] ?? 0), 0);
  return {
    total,
    suggestions: [{ content: '결과를 상담에서 함께 이야기해 보기', due_in_days: 7, topic: null }],
    content: { questions: QUESTIONS.map((question) => ({ ...question })) },
  };
}
`,
    [`apps/server/src/tools/${group}/index.ts`]: `import { AUDIENCES, callsFor, ${group} } from '@career/api-sdk';
import { ${group} as logic } from '@career/tool-logic';
import type { Router } from '../../http/types';
import { runOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';

function register({ handle, deps }: Router): void {
  const { db } = deps.database;
  for (const audience of AUDIENCES) {
    const calls = callsFor(${group}.endpoints, audience);
    handle(calls.questions, () => ({ questions: logic.QUESTIONS.map((question) => ({ ...question })) }));
    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), (answers) => {
        const result = logic.score(answers);
        return { version: logic.SCORING_VERSION, result, summary: \`합계 \${result.total}점\` };
      }),
    );
  }
}

export const ${group}Tool: ToolModule = { definition: ${group}, register };
`,
    [`apps/server/src/tools/${group}/${group}.server.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer, testDatabase } from '../../../test/harness';

// ${name} through HTTP, as its screens call it: the questions, a run started, its answers saved
// one by one, the run scored once (a second save gives back the kept result).

describe(\`${name} on \${testDatabase}\`, () => {
  // The run calls every tool shares, and the tool's own calls under its group (spec §7).
  const tool = '/api/user/tool/${id}';
  const own = '/api/user/${group}';
  let server: TestServer;
  let student: TestClient;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    userId = login.body.data.id;
  });
  afterAll(() => server.close());

  it('scores a run from its saved answers, once', async () => {
    const asked = await student.call<{ questions: { id: number }[] }>('GET', \`\${own}/questions\`);
    const { questions } = asked.body.data;
    const run = await student.call<{ id: number }>('POST', \`\${tool}/run/\${userId}\`, { body: {} });
    const runId = run.body.data.id;

    for (const question of questions) {
      const saved = await student.call('PATCH', \`\${tool}/answers/\${runId}\`, {
        body: { answers: [{ item: \`s\${question.id}\`, value: 4, base: 0 }] },
      });
      expect(saved.status).toBe(200);
    }
    const scored = await student.call<{ result: { total: number } }>('POST', \`\${own}/save/user\`, {
      body: { run_id: runId },
    });
    expect(scored.status).toBe(200);
    expect(scored.body.data.result.total).toBe(4 * questions.length);
    const again = await student.call<{ result: { total: number } }>('POST', \`\${own}/save/user\`, {
      body: { run_id: runId },
    });
    expect(again.body.data).toEqual(scored.body.data);
  });
});
`,
    [`packages/tools-ui/src/tools/${group}/fixtures/fakeServer.ts`]: `import { ${group} } from '@career/api-sdk';
import { ${group} as logic } from '@career/tool-logic';
import { createFakeServer, type FakeSetup } from '../../framework/fixtures/fakeServer';

/** ${name}'s calls in memory, scored by the real scoring (@career/tool-logic). */
export function createFake${Group}(setup: FakeSetup = {}) {
  const server = createFakeServer(${group}, setup, (answers) => {
    const result = logic.score(answers);
    return { version: logic.SCORING_VERSION, result, summary: \`합계 \${result.total}점\` };
  });
  server.handle('questions', () => ({ questions: logic.QUESTIONS.map((question) => ({ ...question })) }));
  server.handle('saveUser', ({ body }) => server.complete(Number(body?.run_id)));
  return server;
}
`,
    [`packages/tools-ui/src/tools/${group}/${Group}Tool.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toolStory } from '../framework/fixtures/ToolHarness';
import { ${Group}Tool } from './${Group}Tool';
import { createFake${Group} } from './fixtures/fakeServer';

/** The tool with an in-memory server scoring as the API does. */
const Harness = toolStory(${Group}Tool, createFake${Group});

const meta = {
  title: 'Tools/${Group}Tool',
  component: Harness,
  args: { screen: 'main' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page: the tool's name, and a start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '시작하기' })).toBeEnabled();
  },
};

/** An open run, every question rated: the run is scored and the plan offers the result's step. */
export const Answered: Story = {
  args: { screen: 'checklist', setup: { answers: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fours = await canvas.findAllByRole('radio', { name: '4점 그렇다' });
    for (const radio of fours) await userEvent.click(radio);
    await userEvent.click(canvas.getByRole('button', { name: '결과 보기' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '실천 계획' })).toBeVisible();
    await expect(canvas.getByText('결과를 상담에서 함께 이야기해 보기')).toBeVisible();
  },
};
`,
    [`packages/tools-ui/src/tools/${group}/index.ts`]: `export { ${Group}Tool } from './${Group}Tool';
`,
    [`packages/tools-ui/src/tools/${group}/context.ts`]: `import type { EndpointData, ${group}, routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';

export type ${Group}Questions = EndpointData<typeof ${group}.endpoints.userQuestions>;

/** The ${id} tool around a screen: its calls, its questions, where to go. */
export const use${Group} = () => useTool<'${id}', typeof routes.${group}, ${Group}Questions>();
`,
    [`packages/tools-ui/src/tools/${group}/${Group}Tool.tsx`]: `import { routes } from '@career/api-sdk';
import { ActionItemScreen } from '../framework/screens/ActionItemScreen';
import { BackToTools } from '../framework/BackToTools';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ChecklistScreen } from './ChecklistScreen';
import { MainScreen } from './MainScreen';

const SCREENS = {
  main: MainScreen,
  checklist: ChecklistScreen,
  'action-item/result': () => (
    <ActionItemScreen description="결과를 바탕으로 다음 걸음을 정해 보세요." back={() => <BackToTools />} />
  ),
};

/** The whole ${id} tool for one user: loads its questions and the user's run, shows a screen. */
export function ${Group}Tool(host: ToolProps) {
  return (
    <ToolShell
      tool="${id}"
      group={routes.${group}}
      host={host}
      content={(calls) => calls.questions.load()}
      contentName="문항"
      screens={SCREENS}
    />
  );
}
`,
    [`packages/tools-ui/src/tools/${group}/MainScreen.tsx`]: `import { ToolMain } from '../framework/screens/ToolMain';
import { useToolRun } from '../framework/ToolRunContext';
import { use${Group} } from './context';

/** The tool's front page: what it is, where the user left off, and the results kept so far. */
export function MainScreen() {
  const { content } = use${Group}();
  const { snapshot } = useToolRun();
  const count = content.questions.length;
  return (
    <ToolMain
      title="${name}"
      description="문항마다 나와 얼마나 같은지 답합니다."
      facts={{ time: \`\${count}문항\`, does: '문항마다 1~5점으로 답합니다.', gives: '점수의 합과 실천 계획.' }}
      recap={\`\${Object.keys(snapshot.answers).length}/\${count}문항에 답했습니다.\`}
      resume="checklist"
      first="checklist"
      resultScreen="action-item/result"
    />
  );
}
`,
    [`packages/tools-ui/src/tools/${group}/ChecklistScreen.tsx`]: `import { RatingChecklist } from '../framework/screens/RatingChecklist';
import { useFinish } from '../framework/useFinish';
import { use${Group} } from './context';

const LABELS = ['전혀 아니다', '아니다', '보통이다', '그렇다', '매우 그렇다'];

/** The questions, each saved the moment it is rated; the last one scores the run. */
export function ChecklistScreen() {
  const { content, calls, navigate } = use${Group}();
  const { finish } = useFinish({ score: calls.saveUser, show: 'action-item/result' });
  return (
    <RatingChecklist
      title="문항마다 나와 얼마나 같은지 골라 주세요"
      items={content.questions}
      itemKey={(id) => \`s\${id}\`}
      pageSize={8}
      labels={LABELS}
      noun="문항"
      onBack={() => navigate('main')}
      onDone={() => void finish()}
      doneLabel="결과 보기"
    />
  );
}
`,
  };
}

/** Writes a new tool's folders under `root` and generates every list of tools again; gives the paths written. */
export async function newTool(root: URL, tool: NewTool): Promise<string[]> {
  const tools = await declaredTools(root);
  if (tools.some((other) => other.group === tool.group || other.id === tool.id)) {
    throw new Error(`${tool.group} (${tool.id}): there is such a tool already`);
  }
  const files = toolFiles(tool, Math.max(0, ...tools.map((other) => other.order)) + 1);
  for (const [path, text] of Object.entries(files)) {
    const url = new URL(path, root);
    if (existsSync(url)) throw new Error(`${path}: already there`);
    mkdirSync(dirname(fileURLToPath(url)), { recursive: true });
    writeFileSync(url, text);
  }
  for (const [path, text] of Object.entries(await generatedFiles(root))) writeFileSync(new URL(path, root), text);
  return Object.keys(files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [group, id, name] = process.argv.slice(2);
  if (!group || !id || !name)
    throw new Error('pnpm new:tool <group> <id> <이름>, e.g. pnpm new:tool lifeLine life-line 인생 곡선');
  const written = await newTool(new URL('../../', import.meta.url), { group, id, name });
  console.log(`wrote ${written.length} files; now: pnpm gen:routes && pnpm typecheck`);
}
