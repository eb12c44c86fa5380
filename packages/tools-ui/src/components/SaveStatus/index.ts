export { type SaveState, SaveStatus, type SaveStatusProps, savedWhen } from './SaveStatus';
