export {
  brandLink,
  type LinkButtonVariants,
  linkButton,
  linkButtonSizes,
  linkButtonVariants,
  navLink,
  sideNavLink,
  textLink,
} from './linkStyles.css';
