// The tools' pure logic, imported by the server (which scores runs) and by the stories (whose fake
// server scores with the same code): content the tools start from, scoring, reading a run's answers.
export * as careerAnchor from './careerAnchor';
export * as coreColoring from './coreColoring';
export * as holland from './holland';
export * as jobCard from './jobCard';
export * as ptid from './ptid';
export * as quality from './quality';
export * as selfIntroduce from './selfIntroduce';
export * as text from './text';
