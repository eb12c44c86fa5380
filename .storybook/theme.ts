import { create } from 'storybook/theming/create';

// Storybook's own chrome (docs text, args tables, sidebar) in Pretendard, so Korean names and
// default values render on machines without a Korean system font; colours from our palette.
export const theme = create({
  base: 'light',
  brandTitle: '진로 코칭 디자인 시스템',
  fontBase:
    "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif",
  fontCode: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'D2Coding', 'Pretendard Variable', monospace",
  colorPrimary: '#a65a26',
  colorSecondary: '#245b70',
  appBg: '#f7f5f1',
  textColor: '#27231e',
});
