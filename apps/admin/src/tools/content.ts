import { TOOL_CONTENT } from './registry';

// The content a tool lets the administrator edit (decision 044): its screens in the console, declared
// in the tool's own folder (`tools/<group>/index.ts`, gathered into the generated registry.ts), under
// /content/{tool}; the 콘텐츠 menu and the routes follow from them. The titles are the console's own,
// so its first screen does not load the registry's names (the bundle budget, decision 044).

const tools = Object.keys(TOOL_CONTENT) as (keyof typeof TOOL_CONTENT)[];

/** The 콘텐츠 menu: one entry per tool with content, in the product's order. */
export const contentMenu = tools.map((tool) => ({ label: TOOL_CONTENT[tool][0].title, to: `/content/${tool}` }));

/** Every content screen with its path below the console and its title. */
export const contentScreens = tools.flatMap((tool) =>
  TOOL_CONTENT[tool].map(({ path, title, load }) => ({
    path: path ? `content/${tool}/${path}` : `content/${tool}`,
    title,
    load,
  })),
);
