export * from './ClassFacts';
export * from './ClassTable';
export * from './FeeStatement';
export * from './InstructorSummary';
export * from './WithdrawalFacts';
