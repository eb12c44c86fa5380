export * from './classPicture';
export * from './throughLine';
