export { CheckoutAgreement, type CheckoutAgreementProps } from './CheckoutAgreement';
