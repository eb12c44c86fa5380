export { isolated, UserText, type UserTextProps } from './UserText';
