export { SignInPanel, type SignInPanelProps } from './SignInPanel';
