// What a tool declares about itself in its own zod-free module (`tools/<group>.ts`, decision 044):
// plain values that client bundles read without the contract. The generated `tools/index.ts`
// gathers every tool's exports into the registry's tables; `registry.ts` derives the lists.

/** Who runs a tool's screens (spec §2 tool screens): a consultant, the user themselves, an instructor. */
export const AUDIENCES = ['consultant', 'user', 'instructor'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** `<group>Row`: what every bundle may need of a tool (the admin console's first screen too), kept small. */
export interface ToolRow {
  /** The tool's action_item (spec §3). */
  readonly id: string;
  /** Where the tool stands in the product's lists of tools, 1 first. */
  readonly order: number;
  /** Completed-tool flag of spec §3. */
  readonly flag: string;
  /** Reachable through an AI gift (spec §2: /ai-gift/{tool}/main). */
  readonly aiGift: boolean;
  /** Has a guest QR screen (spec §2: /guest/{tool}/qr/{token}); its module then exports `<group>GuestScreens`. */
  readonly guest: boolean;
  /** Taken only when granted: through the user's class, an AI gift or a coupon (spec "bought ptid"). */
  readonly granted?: true;
}

/** `<group>Text`: how the product's screens speak of the tool. */
export interface ToolText {
  /** One line on what the tool does, for the lists of tools. */
  readonly summary: string;
  /** What its introduction says the tool gives (도구 소개). */
  readonly gives: string;
  /** Its report's title and what its date is, when not '{name} 결과 보고서' on a 검사일. */
  readonly report?: { readonly title: string; readonly day: string };
  /** What 결과 소감 asks of the result, when not whether the result fits (a writing tool's is the student's text). */
  readonly fitQuestion?: string;
}

/** `<group>Screens`: the screens each audience has (spec §2's table; paths below the tool). */
export type ToolScreens = Readonly<Record<Audience, readonly string[]>>;

/** The same screens for every audience. */
export const everyone = (screens: readonly string[]): ToolScreens => ({
  consultant: screens,
  user: screens,
  instructor: screens,
});
