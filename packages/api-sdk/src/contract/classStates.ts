// Where an instructor's class stands and what its fee is (decision 033): shared by the instructor's
// calls and the administrator's view of an instructor, so both say the same.

/** Where a class stands: by its dates, unless it was cancelled. */
export const CLASS_STATES = ['upcoming', 'ongoing', 'finished', 'cancelled'] as const;
export type ClassState = (typeof CLASS_STATES)[number];

/** A lecture fee: none agreed, agreed and not yet in the bank, or deposited. */
export const FEE_STATES = ['none', 'waiting', 'deposited'] as const;
export type FeeState = (typeof FEE_STATES)[number];
