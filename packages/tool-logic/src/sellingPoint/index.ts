export * from './compose';
export * from './keywords';
export * from './portfolio';
export * from './result';
export { SKILL_KEYWORDS, skillKeyword } from './skills';
