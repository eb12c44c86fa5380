// The writing tools' quality suite, for the server's tests that run it through the provider path
// (package export `@career/tool-logic/writingSuite`, a source-only entry: nothing built ships it).
export type { DraftCase, FollowUpCase, ReviewCase, RewriteCase, WritingCase } from './cases';
export { WRITING_CASES } from './cases';
export { type Check, runWritingSuite } from './suite';
