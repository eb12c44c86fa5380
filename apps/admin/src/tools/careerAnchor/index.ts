import type { ToolContent } from '../contentScreen';

/** Career anchor's anchors and statements (/content/career-anchor). */
export const careerAnchorContent: ToolContent = [
  {
    path: '',
    title: '커리어 앵커',
    load: () => import('./CareerAnchorContent').then((m) => ({ Component: m.CareerAnchorContent })),
  },
];
