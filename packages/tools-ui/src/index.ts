// Global styles (font, theme, reset) are a separate entry: `@career/tools-ui/styles`.
export { defaultTokens, type ThemeTokens } from './styles/tokens';
export { vars } from './styles/vars.css';
