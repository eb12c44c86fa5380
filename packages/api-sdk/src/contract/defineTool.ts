import * as z from 'zod/mini';
import { type ActionItem, TOOLS } from '../registry';
import type { Endpoint } from './endpoint';
import { type AnswerHistory, type ItemSchemas, QUESTIONNAIRE_LIMITS, type RunLimits } from './items';
import { defineToolCalls, type ToolCall, type ToolEndpoints } from './toolCalls';
import { runCalls, savedResultOf } from './toolRuns';

// One declaration per tool (decision 017): its answer items, its result per scoring version and its
// calls. Everything else about a tool derives from this and from its row in the registry
// (../tools.ts): the endpoints of every audience, the shared run calls typed with the tool's items
// and result, the client's route table, the server's checks, the port's types.

export interface ToolSpec<
  G extends string,
  Results extends Readonly<Record<string, z.ZodMiniType>>,
  Calls extends Readonly<Record<string, ToolCall>>,
  Admin extends Readonly<Record<string, Endpoint>>,
> {
  /** The spec's name of the tool's call group (§7): `careerAchor`, `ptid`, `selfIntroduce`. */
  readonly group: G;
  /** The answer items a run holds, by key pattern (see items.ts). */
  readonly items: ItemSchemas;
  /** What one run may hold; a questionnaire's by default. */
  readonly limits?: RunLimits;
  /** Keep versions of replaced answers (text tools). */
  readonly history?: AnswerHistory;
  /** The result each scoring version keeps, by version (`career-anchor/1`). */
  readonly results: Results;
  /** The tool's own calls, for every audience. */
  readonly calls: Calls;
  /** Endpoints outside the audiences' variants (the admin's content calls, a guest's entry). */
  readonly admin?: Admin;
}

type ResultSchema<Results extends Readonly<Record<string, z.ZodMiniType>>> = Results[keyof Results];

/** A tool guests take (the registry's `guest`) gets a guest variant of its run calls and marked calls. */
type GuestOf<Id extends ActionItem, Which extends 'all' | 'marked'> = (typeof TOOLS)[Id]['guest'] extends true
  ? Which
  : 'none';

/** Every endpoint of a tool: the shared run calls and its own, for each audience, and its admin calls. */
export type ToolDefinitionEndpoints<
  Id extends ActionItem,
  G extends string,
  Results extends Readonly<Record<string, z.ZodMiniType>>,
  Calls extends Readonly<Record<string, ToolCall>>,
  Admin extends Readonly<Record<string, Endpoint>>,
> = ToolEndpoints<`tool/${Id}`, Id, ReturnType<typeof runCalls<ResultSchema<Results>>>, GuestOf<Id, 'all'>> &
  ToolEndpoints<G, Id, Calls, GuestOf<Id, 'marked'>> &
  Admin;

export interface ToolDefinition<
  Id extends ActionItem = ActionItem,
  G extends string = string,
  Results extends Readonly<Record<string, z.ZodMiniType>> = Readonly<Record<string, z.ZodMiniType>>,
  // Any tool (the defaults) is known by its shared run calls only.
  Calls extends Readonly<Record<string, ToolCall>> = Record<never, never>,
  Admin extends Readonly<Record<string, Endpoint>> = Record<never, never>,
> {
  readonly id: Id;
  readonly group: G;
  readonly items: ItemSchemas;
  readonly limits: RunLimits;
  readonly history: AnswerHistory | null;
  readonly results: Results;
  /** A kept result of this tool, whichever version computed it. */
  readonly saved: ReturnType<typeof savedResultOf<ResultSchema<Results>>>;
  readonly endpoints: ToolDefinitionEndpoints<Id, G, Results, Calls, Admin>;
}

/** Declares a tool once; see ToolSpec. */
export function defineTool<
  const Id extends ActionItem,
  const G extends string,
  const Results extends Readonly<Record<string, z.ZodMiniType>>,
  const Calls extends Readonly<Record<string, ToolCall>>,
  const Admin extends Readonly<Record<string, Endpoint>> = Record<never, never>,
>(id: Id, spec: ToolSpec<G, Results, Calls, Admin>): ToolDefinition<Id, G, Results, Calls, Admin> {
  const versions = Object.values(spec.results) as z.ZodMiniType[];
  const [first, ...others] = versions;
  if (!first) throw new Error(`${id}: a tool keeps at least one kind of result`);
  const result = (others.length === 0 ? first : z.union([first, ...others])) as ResultSchema<Results>;
  const guest = TOOLS[id].guest;
  const limits = spec.limits ?? QUESTIONNAIRE_LIMITS;
  const run = defineToolCalls(`tool/${id}`, id, runCalls(spec.items, result, limits), guest ? 'all' : 'none');
  const own = defineToolCalls(spec.group, id, spec.calls, guest ? 'marked' : 'none');
  const clash = Object.keys(own).find((name) => name in run);
  if (clash) throw new Error(`${id}: the call ${clash} is already one of the shared run calls`);
  return {
    id,
    group: spec.group,
    items: spec.items,
    limits,
    history: spec.history ?? null,
    results: spec.results,
    saved: savedResultOf(result),
    endpoints: { ...run, ...own, ...(spec.admin ?? {}) } as ToolDefinitionEndpoints<Id, G, Results, Calls, Admin>,
  };
}
