export { type LinkButtonVariants, linkButton, navLink, textLink } from './linkStyles.css';
