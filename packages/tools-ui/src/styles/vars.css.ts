import { createThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';

/**
 * The theme contract: CSS variables for every token, by role. The default tokens give only the
 * shape here; a theme (theme.css.ts) fills the values.
 */
export const vars = createThemeContract(defaultTokens);
