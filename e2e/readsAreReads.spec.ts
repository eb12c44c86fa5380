import type { Page, Request } from '@playwright/test';
import { ACTION_ITEMS, type ActionItem, screensOf, TOOL_NAMES } from '../packages/api-sdk/src/registry';
import { expect, test } from './fixtures';
import { answerPtid, apiHeaders, signInAs } from './helpers';

// Reads are reads (issue 35): a consultant with one student chosen opens every screen of every tool
// (the registry's list for the consultant, so a new tool's screens are walked too) naming, in the
// address, another student's open run that is answered in full; no screen scores, completes or
// changes that run, or the chosen student's. Finishing is the run's own person's act.

type Api = Page['request'];
type Answer = { item: string; value: unknown };

async function data<T>(reply: Promise<Awaited<ReturnType<Api['get']>>>, what: string): Promise<T> {
  const response = await reply;
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The calls a recipe answers a run with, as the consultant: bodies name the run. */
function callsOf(api: Api, tool: ActionItem, userId: number, runId: number) {
  const body = (extra: Record<string, unknown>) => ({ data: { run_id: runId, ...extra }, headers: apiHeaders });
  return {
    userId,
    runId,
    get: <T>(path: string) => data<T>(api.get(`/api${path}`), path),
    post: <T>(path: string, extra: Record<string, unknown> = {}) => data<T>(api.post(`/api${path}`, body(extra)), path),
    patch: <T>(path: string, extra: Record<string, unknown>) => data<T>(api.patch(`/api${path}`, body(extra)), path),
    /** A call answered as text being written (server-sent events), read to its end. */
    stream: async (path: string) => {
      const reply = await api.post(`/api${path}`, body({}));
      expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
    },
    /** Answers saved through the shared call, each new in this run. */
    save: (answers: readonly Answer[]) =>
      data(
        api.patch(`/api/tool/${tool}/answers/${runId}`, {
          data: { answers: answers.map((answer) => ({ ...answer, base: 0 })) },
          headers: apiHeaders,
        }),
        `${tool} answers`,
      ),
  };
}

type Calls = ReturnType<typeof callsOf>;

interface Recipe {
  /** Starts the student's run and answers it as far as its finishing call would score it (never finishing it). */
  answer(page: Page, userId: number): Promise<number>;
  /** What the tool keeps beside the answers (a plan, questions, paragraphs), read to compare. */
  kept?(calls: Calls): Promise<unknown>;
}

/** A recipe's answers for a new run of the tool. */
const answered =
  (tool: ActionItem, fill: (calls: Calls) => Promise<void>): Recipe['answer'] =>
  async (page, userId) => {
    const run = page.request.post(`/api/tool/${tool}/run/${userId}`, { data: { restart: true }, headers: apiHeaders });
    const { id } = await data<{ id: number }>(run, `${tool} start`);
    await fill(callsOf(page.request, tool, userId, id));
    return id;
  };

/** Every tool's fully answered run (the compiler asks a new tool for its own). */
const recipes = {
  'core-coloring': {
    answer: answered('core-coloring', async (calls) => {
      const { statements } = await calls.post<{ statements: { id: number }[] }>('/coreColoring/questions');
      const colors = ['red', 'yellow', 'green', 'none'];
      const red = statements.filter((_, index) => index % 4 === 0).map((statement) => statement.id);
      await calls.save([
        ...statements.map((statement, index) => ({ item: `c${statement.id}`, value: colors[index % 4] })),
        { item: 'root', value: red.slice(0, 2) },
      ]);
    }),
  },
  ptid: { answer: (page, userId) => answerPtid(page, userId, '', ['S', 'E', 'A', 'I', 'C', 'R']) },
  'career-anchor': {
    answer: answered('career-anchor', async (calls) => {
      const { statements } = await calls.get<{ statements: { id: number }[] }>('/careerAchor/questions');
      await calls.save([
        ...statements.map((statement, index) => ({ item: `s${statement.id}`, value: (index % 6) + 1 })),
        { item: 'picks', value: statements.slice(0, 3).map((statement) => statement.id) },
      ]);
    }),
  },
  'career-model': {
    answer: answered('career-model', async (calls) => {
      // Any occupations: without other results the recommendation has none to offer first.
      const { items } = await calls.get<{ items: { id: number }[] }>('/reference/occupations?size=2');
      await calls.save([
        { item: 'education', value: 'bachelor' },
        { item: 'jobs', value: items.map((occupation) => occupation.id) },
      ]);
      const { paths } = await calls.post<{ paths: { id: number }[] }>('/careerModel/recommend/edu');
      if (paths[0]) await calls.save([{ item: 'paths', value: [paths[0].id] }]);
    }),
    kept: (calls) => calls.get(`/careerModel/user/${calls.userId}/${calls.runId}`),
  },
  'job-card': {
    answer: answered('job-card', async (calls) => {
      const { warm_up } = await calls.get<{ warm_up: { key: string; options: { key: string }[] }[] }>('/jobCard/list');
      const categories = ['23', '41'];
      await calls.save([
        ...warm_up.map((question) => ({ item: `w.${question.key}`, value: question.options[0]?.key })),
        { item: 'categories', value: categories },
      ]);
      const deck = await calls.post<{ id: number }[]>('/jobCard/smallJobCategory/list', { categories });
      await calls.save(
        deck.flatMap((card) => [
          { item: `card.${card.id}`, value: 'liked' },
          { item: `why.${card.id}`, value: ['meaning'] },
        ]),
      );
    }),
  },
  'job-search': {
    answer: answered('job-search', async (calls) => {
      await calls.save([
        { item: 'groups', value: ['13', '15'] },
        { item: 'regions', value: ['광주'] },
        { item: 'employment', value: ['permanent'] },
        { item: 'stage', value: 'new' },
        { item: 'weeks', value: 6 },
      ]);
      // The plan the result keeps, written by the built-in composer.
      await calls.stream('/jobSearch/jobSearch');
      expect(await calls.get(`/jobSearch/plan/${calls.runId}`), 'a plan kept').not.toBeNull();
    }),
    kept: (calls) => calls.get(`/jobSearch/plan/${calls.runId}`),
  },
  'selling-point': {
    answer: answered('selling-point', async (calls) => {
      const [job] = await calls.post<{ id: number }[]>('/sellingPoint/searchJob', { keyword: '소프트웨어' });
      const { keywords } = await calls.post<{ keywords: { key: string }[] }>('/sellingPoint/keywords', {
        occupation_id: job?.id,
      });
      const [first, second] = keywords.map((keyword) => keyword.key);
      await calls.save([
        { item: 'job', value: [job?.id] },
        { item: 'kw', value: [first, second] },
        { item: `story.${first}`, value: '동아리 홈페이지를 직접 만들어 운영했다' },
      ]);
      const intro = await calls.post<{ id: number }>('/sellingPoint/intro', { text: '제 말로 쓴 문단입니다.' });
      await calls.save([{ item: 'chosen', value: [intro.id] }]);
    }),
    kept: (calls) => calls.get(`/sellingPoint/intros/${calls.runId}`),
  },
  'self-introduce': {
    answer: answered('self-introduce', async (calls) => {
      await calls.save([
        { item: 'questions', value: ['motivation'] },
        { item: 'a.motivation', value: '데이터로 사람을 돕는 일을 하고 싶어 지원했습니다.' },
      ]);
    }),
  },
  interview: {
    answer: answered('interview', async (calls) => {
      const { questions } = await calls.post<{ questions: { key: string }[] }>('/interview/questions', {
        categories: ['personality', 'job'],
        group: '3',
        difficulty: 2,
        count: 2,
      });
      await calls.save(
        questions.map((question) => ({
          item: `a.${question.key}`,
          value: '실습에서 기록을 표로 정리하며 꼼꼼함을 길렀습니다.',
        })),
      );
      // A question's time is its clock's to write (decision 035), not an answer item.
      for (const { key } of questions) await calls.post('/interview/clock', { key, phase: 'ended', used_ms: 70_000 });
    }),
    kept: (calls) => calls.get(`/interview/sort/${calls.runId}/asked/all/all`),
  },
  deepinter: {
    answer: answered('deepinter', async (calls) => {
      await calls.save([
        { item: 'exp.title', value: '학생회 축제 부스' },
        { item: 'exp.kind', value: 'club' },
      ]);
      const { suggestions } = await calls.post<{ suggestions: { part: string; question: string }[] }>(
        '/deepinter/get/question',
      );
      await calls.post('/deepinter/save/question', {
        questions: suggestions.map(({ part, question }) => ({ part, question })),
      });
      await calls.save(
        suggestions.map(({ part }) => ({ item: `a.${part}`, value: '손님 줄이 길어져 번호표를 만들어 나눠 주었다.' })),
      );
      for (const { part } of suggestions) await calls.patch('/deepinter/submitAnswer', { key: part });
    }),
    kept: (calls) => calls.post('/deepinter/get/question'),
  },
} satisfies Record<ActionItem, Recipe>;

/** The calls the page sends, and, in the page, the fetches under way (to know when a screen has read all it reads). */
async function trafficOf(page: Page) {
  await page.addInitScript(() => {
    const traffic = { inFlight: 0, changed: Date.now() };
    Object.assign(window, { traffic });
    const fetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      traffic.inFlight += 1;
      traffic.changed = Date.now();
      return fetch(...args).finally(() => {
        traffic.inFlight -= 1;
        traffic.changed = Date.now();
      });
    };
  });
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() !== 'GET') sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/**
 * Opens a screen as a link in the app does (the product's router; a full page load for each of
 * some seventy screens would take minutes), and waits until the tool is on screen and no call has
 * been under way for a while: whatever the screen reads or sends on opening has been answered.
 */
async function open(page: Page, address: string, label: string) {
  await page.evaluate(
    async ({ address, label }) => {
      const { traffic } = window as unknown as { traffic: { inFlight: number; changed: number } };
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
      traffic.changed = Date.now();
      const deadline = Date.now() + 10_000;
      const settled = () =>
        document.body.textContent?.includes(label) && traffic.inFlight === 0 && Date.now() - traffic.changed >= 150;
      while (!settled()) {
        if (Date.now() > deadline) throw new Error(`${address} did not settle (${traffic.inFlight} calls under way)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { address, label },
  );
}

test('no screen of any tool changes another student’s open, fully answered run named in its address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'consultant');
  const api = page.request;
  const students = await data<{ items: { id: number; name: string }[] }>(api.get('/api/student/list'), 'students');
  const idOf = (name: string) => students.items.find((student) => student.name === name)?.id ?? 0;
  const otherId = idOf('한도윤');
  const chosenId = idOf('정서연');
  expect(otherId * chosenId, '한도윤 and 정서연 in the demo class').toBeGreaterThan(0);

  // 한도윤's runs, one a tool, each answered as far as its finishing call would score it.
  const runs = new Map(
    await Promise.all(ACTION_ITEMS.map(async (tool) => [tool, await recipes[tool].answer(page, otherId)] as const)),
  );
  const runOf = (tool: ActionItem) => runs.get(tool) ?? 0;
  const stateOf = async (tool: ActionItem) => {
    const [other, result, kept, chosen] = await Promise.all([
      data(api.get(`/api/tool/${tool}/run/${otherId}`), `${tool} run`),
      api.get(`/api/tool/${tool}/result/${runOf(tool)}`).then((reply) => reply.status()),
      (recipes[tool] as Recipe).kept?.(callsOf(api, tool, otherId, runOf(tool))),
      data(api.get(`/api/tool/${tool}/run/${chosenId}`), `${tool} 정서연`),
    ]);
    return { other, result, kept, chosen };
  };
  const everyState = () => Promise.all(ACTION_ITEMS.map(stateOf));
  const before = await everyState();

  // The consultant has 정서연 chosen and opens each screen by its address, naming 한도윤's run.
  const sent = await trafficOf(page);
  await page.goto('/consultant');
  await page.getByRole('button', { name: '정서연 선택' }).click();
  await expect(page.getByText('정서연 학생과 진행합니다.')).toBeVisible();
  for (const tool of ACTION_ITEMS) {
    for (const screen of screensOf(tool, 'consultant')) {
      await open(page, `/consultant-modal/${tool}/${screen}?run=${runOf(tool)}`, `${TOOL_NAMES[tool]} · 정서연님`);
    }
  }
  // Leaving the last screen sends whatever a screen kept back for a closing page (and an answer
  // save waits up to a second).
  await page.goto('/consultant');
  await page.waitForTimeout(1_200);

  const after = await everyState();
  for (const [index, tool] of ACTION_ITEMS.entries()) {
    const what = `${tool}, after the page sent ${sent.join(', ')}`;
    expect(after[index], what).toEqual(before[index]);
    expect(after[index]?.other, what).toMatchObject({ run: { id: runOf(tool), status: 'open' } });
    expect(after[index]?.result, what).toBe(404);
  }
});
