import type { ToolContent } from '../contentScreen';

/** The job cards the tool deals: the list, a new card, one card (/content/job-card). */
export const jobCardContent: ToolContent = [
  { path: '', title: '직업 카드', load: () => import('./JobCardList').then((m) => ({ Component: m.JobCardList })) },
  {
    path: 'write',
    title: '직업 카드 만들기',
    load: () => import('./JobCardForm').then((m) => ({ Component: m.JobCardCreate })),
  },
  {
    path: ':jobCardId',
    title: '직업 카드 수정',
    load: () => import('./JobCardForm').then((m) => ({ Component: m.JobCardEdit })),
  },
];
