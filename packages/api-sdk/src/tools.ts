// The ten tools, declared once. Every list of tools in the product (the action_item enum, the
// completed-tool flags, AI-gift and guest availability, names, the screens each audience has)
// derives from this table. Plain values only: client bundles import it without zod.

/** Who runs a tool's screens (spec §2 tool screens): a consultant, the user themselves, an instructor. */
export const AUDIENCES = ['consultant', 'user', 'instructor'] as const;
export type Audience = (typeof AUDIENCES)[number];

interface ToolDeclaration {
  /** Completed-tool flag of spec §3. */
  readonly flag: string;
  /** Reachable through an AI gift (spec §2: /ai-gift/{tool}/main). */
  readonly aiGift: boolean;
  /** Has a guest QR screen (spec §2: /guest/{tool}/qr/{token}). */
  readonly guest: boolean;
  /** Taken only when granted: through the user's class, an AI gift or a coupon (spec "bought ptid"). */
  readonly granted?: true;
}

const everyone = (screens: readonly string[]): Record<Audience, readonly string[]> => ({
  consultant: screens,
  user: screens,
  instructor: screens,
});

/** The ten tools in the order the product presents them, keyed by their action_item (spec §3). */
export const TOOLS = {
  'core-coloring': {
    flag: 'coreColoring',
    aiGift: true,
    guest: false,
  },
  ptid: {
    flag: 'ptid',
    aiGift: true,
    guest: false,
    granted: true,
  },
  'career-anchor': {
    flag: 'careerAnchor',
    aiGift: true,
    guest: false,
  },
  'career-model': {
    flag: 'careerModel',
    aiGift: true,
    guest: false,
  },
  'job-card': {
    flag: 'jobCard',
    aiGift: true,
    guest: false,
  },
  'job-search': {
    flag: 'jobSearch',
    aiGift: true,
    guest: false,
  },
  'selling-point': {
    flag: 'sellingPoint',
    aiGift: true,
    guest: false,
  },
  'self-introduce': {
    flag: 'selfIntroduce',
    aiGift: true,
    guest: true,
  },
  interview: {
    flag: 'interview',
    aiGift: false,
    guest: false,
  },
  deepinter: {
    flag: 'deepinter',
    aiGift: true,
    guest: true,
  },
} as const satisfies Record<string, ToolDeclaration>;

export type ActionItem = keyof typeof TOOLS;
export type CompletedFlag = (typeof TOOLS)[ActionItem]['flag'];
export type AiGiftTool = { [T in ActionItem]: (typeof TOOLS)[T]['aiGift'] extends true ? T : never }[ActionItem];
export type GuestTool = { [T in ActionItem]: (typeof TOOLS)[T]['guest'] extends true ? T : never }[ActionItem];

const ids = Object.keys(TOOLS) as ActionItem[];

/** The ten tools by the action_item names the server uses (spec §3), in presentation order. */
export const ACTION_ITEMS = ids as readonly ActionItem[] as readonly [ActionItem, ...ActionItem[]];

/** The tools an AI gift can open (spec §2: /ai-gift/{tool}/main). */
export const AI_GIFT_TOOLS = ids.filter(
  (id): id is AiGiftTool => TOOLS[id].aiGift,
) as readonly AiGiftTool[] as readonly [AiGiftTool, ...AiGiftTool[]];

/** The tools guests take through a QR link (spec §2 guest screens). */
export const GUEST_TOOLS = ids.filter((id): id is GuestTool => TOOLS[id].guest) as readonly GuestTool[] as readonly [
  GuestTool,
  ...GuestTool[],
];

/** The tools a user takes only when granted them (decision 016). */
export const GRANTED_TOOLS = ids.filter((id) => 'granted' in TOOLS[id]) as readonly ActionItem[];

/** The tools a class can open (decision 022): those taken only when granted; the rest are open to everyone. */
export const CLASS_TOOLS = GRANTED_TOOLS;

/** Spec §3: one flag per tool, true once the user has a saved result of it. */
export const COMPLETED_FLAG = Object.fromEntries(ids.map((id) => [id, TOOLS[id].flag])) as {
  readonly [T in ActionItem]: (typeof TOOLS)[T]['flag'];
};

// Kept beside the table rather than in it, so a bundle that needs only the ids and flags (the admin
// console's first screen) does not carry every tool's name, screens and blurb; the compiler still holds
// each table to every tool.

/** Each tool's Korean name. */
export const TOOL_NAMES = {
  'core-coloring': '코어 컬러링',
  ptid: '성격 유형',
  'career-anchor': '커리어 앵커',
  'career-model': '커리어 모델',
  'job-card': '직업 카드',
  'job-search': '구직 탐색',
  'selling-point': '셀링 포인트',
  'self-introduce': '자기소개서',
  interview: '면접',
  deepinter: '심층 인터뷰',
} as const satisfies Record<ActionItem, string>;

/** One line on what each tool does, for the lists of tools. */
export const TOOL_SUMMARIES = {
  'core-coloring': '아홉 가지 코어로 지금의 나와 되고 싶은 나를 색칠해 봅니다.',
  ptid: '흥미 유형 검사와 순위 매기기로 나의 유형 코드와 어울리는 직업군을 찾습니다.',
  'career-anchor': '일에서 끝까지 놓지 않을 가치 여덟 가지 중 나의 닻을 확인합니다.',
  'career-model': '지금까지의 결과를 모아 직업·전공·교육 경로를 추천받습니다.',
  'job-card': '직업 카드를 끌린다, 잘 모르겠다, 끌리지 않는다로 나누고 그 이유를 정리합니다.',
  'job-search': '관심 분야와 희망 조건으로 목표 직무, 검색어, 주차별 구직 계획을 세웁니다.',
  'selling-point': '목표 직업의 역량 가운데 내 강점을 골라 경험으로 보여 주는 문단을 만듭니다.',
  'self-introduce': '문항별로 초안을 쓰고 점검하며 다듬습니다.',
  interview: '예상 질문에 답하고 네 단계 결과로 준비 정도를 확인합니다.',
  deepinter: '경험 하나를 다섯 부분으로 묻고, 꼬리 질문과 다듬기로 깊이 있게 정리합니다.',
} as const satisfies Record<ActionItem, string>;

/**
 * The screens a guest has on a QR link (spec §2 guest screens: one address per tool,
 * /guest/{tool}/qr/{token}; the screens below it are ours): writing, then what was handed in.
 */
export const GUEST_SCREENS = {
  'self-introduce': ['main', 'root'],
  deepinter: ['main', 'root'],
} as const satisfies Record<GuestTool, readonly string[]>;

/** Who runs a tool's screens, guests included. */
export type ToolAudience = Audience | 'guest';

/** Screens per tool and audience, as spec §2's table lists them (paths below the tool). */
export const TOOL_SCREENS = {
  'core-coloring': (() => {
    const shared = [
      'main',
      'introduce',
      'checklist',
      'root',
      '9core/result',
      'matrix/result',
      'matrix/explain',
      'recommend/action-item',
    ];
    return {
      consultant: [...shared, '9core/compare', 'action-item/result'],
      user: [...shared, '9core/compare', 'action-item/result'],
      instructor: [...shared, 'action-item/result'],
    };
  })(),
  ptid: everyone([
    'main',
    'introduce',
    'checklist',
    'root',
    'ranking',
    'select/job-category',
    'recommend/job',
    'action-item/result',
  ]),
  'career-anchor': everyone(['main', 'introduce', 'checklist', 'explain', 'root', 'result', 'action-item/result']),
  'career-model': (() => {
    const before = ['main', 'root', 'recommend/job', 'recommend/major', 'recommend/edu'];
    return {
      consultant: [...before, 'check/result', 'action-item/result'],
      user: [...before, 'action-item/result'],
      instructor: [...before, 'action-item/result'],
    };
  })(),
  'job-card': everyone(['main', 'checklist', 'category/select', 'root', 'recommend', 'classify', 'action-item/result']),
  'job-search': everyone(['main', 'root', 'gpt/result', 'check/interest', 'action-item/result']),
  'selling-point': everyone(['main', 'introduce', 'root', 'select/story', 'self-introduce', 'action-item/result']),
  'self-introduce': {
    consultant: ['main', 'root', 'action-item/result'],
    user: ['main', 'root', 'self-introduce/checklist', 'action-item/result'],
    instructor: ['main', 'root', 'self-introduce/checklist', 'action-item/result'],
  },
  interview: (() => {
    const stages = ['first/result', 'second/result', 'third/result', 'fourth/result'];
    return {
      consultant: ['main', 'root', ...stages, 'action-item/result'],
      user: ['main', 'root', 'action-item/result'],
      instructor: ['main', 'root', ...stages, 'action-item/result'],
    };
  })(),
  deepinter: everyone(['main', 'root', 'action-item/result']),
} as const satisfies Record<ActionItem, Readonly<Record<Audience, readonly string[]>>>;

/** The screens an audience has of a tool (none for a guest of a tool guests cannot take). */
export function screensOf(tool: ActionItem, audience: ToolAudience): readonly string[] {
  if (audience !== 'guest') return TOOL_SCREENS[tool][audience];
  return (GUEST_SCREENS as Partial<Record<ActionItem, readonly string[]>>)[tool] ?? [];
}
