// The tools' pure logic, imported by the server (which scores runs) and by the stories (whose fake
// server scores with the same code): content the tools start from, scoring, reading a run's answers.
export * as holland from './holland';
export * as portfolio from './portfolio';
export * as quality from './quality';
export * as text from './text';
export * from './tools';
