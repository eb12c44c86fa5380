// The tools' pure logic, imported by the server (which scores runs) and by the stories (whose fake
// server scores with the same code): content the tools start from, scoring, reading a run's answers.
export * as careerAnchor from './careerAnchor';
export * as careerModel from './careerModel';
export * as coreColoring from './coreColoring';
export * as deepinter from './deepinter';
export * as holland from './holland';
export * as interview from './interview';
export * as jobCard from './jobCard';
export * as jobSearch from './jobSearch';
export * as ptid from './ptid';
export * as quality from './quality';
export * as selfIntroduce from './selfIntroduce';
export * as sellingPoint from './sellingPoint';
export * as text from './text';
