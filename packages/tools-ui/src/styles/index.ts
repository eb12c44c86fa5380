import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './theme.css';
import './global.css';

export { defaultTokens, type ThemeTokens } from './tokens';
export { vars } from './vars.css';
