export { SignInForm, type SignInFormProps, type SignInValues } from './SignInForm';
export { useDrawnField } from './useDrawnField';
