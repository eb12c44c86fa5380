import type { ActionItem, CallOptions, Reply } from '@career/api-sdk';
import { alert } from '../../shell/dialog';
import { type ToolScreenName, useTool } from './ToolContext';
import { useToolRun } from './ToolRunContext';
import type { FinishSteps } from './toolRun';
import type { SavedResult } from './types';

type RunBody = { body: { run_id: number } };

/** A tool's scoring call, bound (`calls.saveUser`; core coloring's `calls.nineCoreResult`). */
export interface ScoringCall<R> {
  (input: RunBody, options?: CallOptions): Promise<R | false | undefined>;
  load(input: RunBody, options?: CallOptions): Promise<Reply<R>>;
}

/** What the alert says when finishing fails; each tool names what it keeps (답변, 쓴 내용, …). */
export interface FinishWords {
  title?: string;
  /** An answer is not stored yet. */
  unsaved?: string;
  /** The server could not be reached. */
  unreachable?: string;
}

const WORDS = {
  title: '저장하지 못했습니다',
  unsaved: '답을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 눌러 주세요.',
  unreachable: '서버에 연결하지 못해 저장하지 못했습니다. 잠시 후 다시 눌러 주세요.',
} as const satisfies Required<FinishWords>;

/** The words of a tool that is ended rather than saved (the interviews: 면접 마치기, 인터뷰 마치기). */
export const ENDING_WORDS = {
  title: '마치지 못했습니다',
  unsaved: '답변을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 마쳐 주세요.',
  unreachable: '서버에 연결하지 못해 마치지 못했습니다. 답변은 저장되어 있으니 잠시 후 다시 마쳐 주세요.',
} as const satisfies FinishWords;

export interface FinishOptions<R extends SavedResult> extends Pick<FinishSteps<R>, 'before'> {
  score: ScoringCall<R>;
  /** Where the result is shown: the first of these screens the audience has (a guest has few). */
  show: ToolScreenName<ActionItem> | readonly ToolScreenName<ActionItem>[];
  words?: FinishWords;
  /**
   * A refusal about the answers on the screen, shown there beside them (job card: the cards still
   * without a reason) instead of as an alert.
   */
  onRefused?(message: string): void;
}

/**
 * Finishing a tool (the run store's `finish()`), for a screen: its result kept for the result
 * screens and shown; a failure is one alert (the server's refusal, or these words) and the user
 * stays where they are. `finishing` is true while it is under way.
 */
export function useFinish<R extends SavedResult>({ score, show, words, before, onRefused }: FinishOptions<R>) {
  const tool = useTool<ActionItem, object, unknown>();
  const { snapshot, actions } = useToolRun();
  const said = { ...WORDS, ...words };

  const scored = async (runId: number): Promise<R | false | undefined> => {
    const input = { body: { run_id: runId } };
    if (!onRefused) return score(input, { loading: true });
    const reply = await score.load(input, { loading: true });
    if (reply.ok) return reply.data;
    if (reply.status === null) return undefined;
    onRefused(reply.message);
    return false;
  };

  /** Resolves true once the result is shown. */
  const finish = async (): Promise<boolean> => {
    const finished = await actions.finish({ score: scored, ...(before ? { before } : {}) });
    if (finished.ok) {
      const { saved } = finished;
      tool.results.set(saved.run_id, saved);
      const screens: readonly ToolScreenName<ActionItem>[] = typeof show === 'string' ? [show] : show;
      const next = screens.find((screen) => tool.hasScreen(screen)) ?? 'main';
      tool.navigate(next, saved.run_id);
      return true;
    }
    if (finished.why === 'unsaved' || finished.why === 'unreachable')
      void alert(said[finished.why], { title: said.title });
    return false;
  };
  return { finish, finishing: snapshot.finishing };
}
