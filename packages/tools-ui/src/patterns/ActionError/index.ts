export { ActionError, type ActionErrorProps } from './ActionError';
