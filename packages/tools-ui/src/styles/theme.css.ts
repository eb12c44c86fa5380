import { createGlobalTheme } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';
import { vars } from './vars.css';

/** The default theme on :root, so every app and story has it without a wrapper. */
createGlobalTheme(':root', vars, defaultTokens);
