export * from './ClassFacts';
export * from './ClassLogDays';
export * from './ClassTable';
export * from './FeeStatement';
export * from './InstructorSummary';
export * from './SentReports';
export * from './WithdrawalFacts';
