export { Card, type CardProps } from './Card';
export { cardElevations, cardPaddings, cardTones } from './Card.css';
