// App-level patterns: frames and panels the host apps compose their screens from.
export * from './ActionError';
export * from './AppFrame';
export * from './AppRoot';
export * from './CheckoutAgreement';
export * from './ConsoleFrame';
export * from './LinkStyles';
export * from './Notice';
export * from './OrderFacts';
export * from './OrderReceipt';
export * from './SignInForm';
export * from './SignInPanel';
