import { SELF_INTRODUCE_LENGTHS } from '@career/api-sdk';
import { text } from '@career/tool-logic';
import { type DraftCase, WRITING_CASES } from '@career/tool-logic/writingSuite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startServerWithProvider } from './fakeProvider';
import type { TestClient, TestServer } from './harness';
import { testDatabase } from './harness';

// The writing suite's drafts (decision 055) through the provider path: each case's notes written
// into a self-introduction run through HTTP, a draft asked of an OpenAI-compatible provider on
// loopback, and what left the product read back. Each prompt carries every note the student wrote
// and none of who they are; the provider's reply (the composer's draft of the same notes, with one
// sentence of invented facts) has exactly the invented facts flagged.

const KEYS = { motivation: 'motivation', growth: 'growth', personality: 'personality', aspiration: 'aspiration' };
/** Who the demo student is (demo.ts), written into their notes as students do. */
const IDENTITY = ['최민준', '20260001', '010-2345-6789', 'minjun.choi@example.kr'];
const PERSONAL = '연락은 최민준(학번 20260001), 010-2345-6789, minjun.choi@example.kr로 받습니다.';
/** A sentence of facts no note has: what the fact check must flag. */
const INVENTED = '2019년 한국전력공사 인턴으로 매출을 35% 높였습니다.';

/** The form takes three experiences a question (the contract's `exp-s.{key}`); a case's fourth is left out. */
const EXPERIENCES = 3;
const drafts = WRITING_CASES.filter((entry): entry is DraftCase => entry.tool === 'draft').map((entry) => ({
  ...entry,
  input: { ...entry.input, experiences: entry.input.experiences.slice(0, EXPERIENCES) },
}));
const nearestLength = (length: number) =>
  SELF_INTRODUCE_LENGTHS.find((allowed) => allowed >= length) ?? SELF_INTRODUCE_LENGTHS.at(-1);

interface Version {
  text: string;
  unsupported: string[];
  generator: { kind: string } | null;
}

describe(`the writing suite's drafts through an OpenAI-compatible provider on ${testDatabase}`, () => {
  let server: TestServer;
  let provider: FakeProvider;
  let student: TestClient;
  let studentId: number;

  beforeAll(async () => {
    ({ server, provider } = await startServerWithProvider({ generationsPerDayUser: drafts.length + 5 }, 5000));
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
  });
  afterAll(() => server.close());

  /** The question key the case is written under: one of the four, or a question of the student's own. */
  async function keyOf(input: DraftCase['input']): Promise<string> {
    if (input.kind !== 'custom') return KEYS[input.kind];
    const added = await student.call<{ key: string }>('PATCH', '/api/user/selfIntroduce/update/type', {
      body: { user_id: studentId, label: input.question.slice(0, 30) || '자유 문항' },
    });
    return added.body.data.key;
  }

  it.each(drafts.map((entry) => [entry.name, entry] as const))(
    '%s: the prompt has every note and no identity; the invented facts, and only they, are flagged',
    async (_name, { input }) => {
      const run = await student.call<{ id: number }>('POST', `/api/user/tool/self-introduce/run/${studentId}`, {
        body: { restart: true },
      });
      const runId = run.body.data.id;
      const key = await keyOf(input);
      const column = (part: 'situation' | 'action' | 'result') =>
        input.experiences.map((experience) => experience[part]);
      const answers = [
        { item: `len.${key}`, value: nearestLength(input.length) },
        ...(input.target ? [{ item: 'target', value: input.target }] : []),
        ...(input.keywords.length > 0 ? [{ item: `kw.${key}`, value: input.keywords }] : []),
        ...(input.experiences.length > 0
          ? [
              { item: `exp-s.${key}`, value: column('situation') },
              { item: `exp-a.${key}`, value: column('action') },
              { item: `exp-r.${key}`, value: column('result') },
            ]
          : []),
        { item: `notes.${key}`, value: [input.notes, PERSONAL].filter(Boolean).join(' ') },
      ].map((answer) => ({ ...answer, base: 0 }));
      const saved = await student.call('PATCH', `/api/user/tool/self-introduce/answers/${runId}`, {
        body: { answers },
      });
      expect(saved.status).toBe(200);

      const composed = text.composeDraft(input).text;
      provider.mode = 'stream';
      provider.reply = `${composed} ${INVENTED}`;
      const before = provider.received.length;
      const reply = await student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key });
      const done = reply.events.at(-1) as { name: string; data: { data: Version } };
      expect(done.name).toBe('done');
      expect(done.data.data.generator?.kind).toBe('ai');
      expect(provider.received.length).toBe(before + 1);

      // Prompts: every note the student wrote reaches the provider.
      const sent = JSON.stringify(provider.received.at(-1)?.messages);
      const notes = [...input.keywords, ...input.experiences.flatMap((experience) => Object.values(experience))];
      expect(notes.filter((note) => note !== '' && !sent.includes(JSON.stringify(note).slice(1, -1)))).toEqual([]);
      // Privacy: nothing that says who they are.
      expect(IDENTITY.filter((secret) => sent.includes(secret))).toEqual([]);
      // The fact check: the invented sentence's facts are flagged; nothing of the student's notes is.
      const flagged = done.data.data.unsupported;
      expect(flagged.length).toBeGreaterThan(0);
      expect(flagged.filter((fact) => !INVENTED.includes(fact))).toEqual([]);
      expect(flagged).toEqual(expect.arrayContaining(['35%']));
    },
  );
});
