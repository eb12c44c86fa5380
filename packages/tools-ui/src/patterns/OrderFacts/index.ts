export { OrderStateBadge, orderMoneyText, orderUsesText, won } from './OrderFacts';
