// Plain values shared by client and server, with no schema library behind them (client bundles
// import these without pulling in zod).

/** Route parameter rules of spec §5. */
export const DIGITS = /^\d+$/;
export const TOKEN = /^[a-z0-9_-]+$/;

export const UNIVERSITY_USER_TYPES = ['CONSULTANT', 'INSTRUCTOR'] as const;

/** The session groups a login reply names. */
export const GROUPS = ['USER', 'UNIVERSITY_USER', 'UNIVERSITY', 'ADMIN'] as const;
export type Group = (typeof GROUPS)[number];
