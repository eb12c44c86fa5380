export * from './CareerPortfolio';
export * from './ClassPicture';
