// The tools on one framework (decisions 013, 017 and 044): the framework, and every tool's screens
// by its id (generated from the tools' folders).
export * from './framework';
export { TOOL_UI } from './registry';
