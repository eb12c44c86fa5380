export * from './CareerPortfolio';
