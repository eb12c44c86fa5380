// The tools declared so far (decision 017): one line each. Each module exports its definition
// (`defineTool`) and the schemas and constants others read.
export * from './careerAnchor';
export * from './careerModel';
export * from './coreColoring';
export * from './deepinter';
export * from './interview';
export * from './jobCard';
export * from './jobSearch';
export * from './ptid';
export * from './selfIntroduce';
export * from './sellingPoint';
