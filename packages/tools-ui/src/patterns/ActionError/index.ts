export { ActionError, type ActionErrorProps, ActionOutcome, type ActionOutcomeValue } from './ActionError';
