import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassPicture, type ClassPictureData } from './ClassPicture';

const empty = { people: 0, bins: [] };
const hidden = { people: null, bins: [] };
const letters = (counts: (number | null)[]) => ({
  people: counts.reduce<number>((sum, count) => sum + (count ?? 2), 0),
  bins: ['R 현실형', 'I 탐구형', 'A 예술형', 'S 사회형', 'E 진취형', 'C 관습형'].map((label, index) => ({
    key: label[0] ?? '',
    label,
    count: counts[index] === undefined ? 0 : counts[index],
  })),
});

/** A class of 38 at the start of the semester and now: more have results, the social type grew. */
const semester: ClassPictureData = {
  participants: 38,
  small_group: 5,
  days: [
    {
      day: '2026-09-01',
      picture: {
        interest: letters([null, 6, 5, 7, null, 0]),
        anchors: hidden,
        cores: empty,
        readiness: { info: empty, fit: empty, plan: empty },
        occupations: { people: 0, items: [] },
      },
    },
    {
      day: '2026-12-07',
      picture: {
        interest: letters([null, 8, 6, 14, 5, null]),
        anchors: {
          people: 21,
          bins: [
            { key: 'SV', label: '봉사·헌신', count: 9 },
            { key: 'TF', label: '전문 역량', count: 7 },
            { key: 'LS', label: '라이프스타일', count: 5 },
            { key: 'SE', label: '안정', count: null },
          ],
        },
        cores: hidden,
        readiness: {
          info: {
            people: 12,
            bins: [
              { key: 'ready', label: '준비됨', count: 5 },
              { key: 'partly', label: '일부 준비됨', count: 6 },
              { key: 'not_yet', label: '아직', count: null },
            ],
          },
          fit: hidden,
          plan: hidden,
        },
        occupations: { people: 15, items: [{ name: '사회복지사', count: 6 }] },
      },
    },
  ],
};

const meta = {
  title: 'Portfolio/ClassPicture',
  component: ClassPicture,
  tags: ['autodocs'],
  args: { data: semester },
} satisfies Meta<typeof ClassPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two days of one semester: the bars of now, the table of both days, and what is too small to show. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const interest = canvas.getByRole('region', { name: '흥미 유형 1순위' });
    await expect(within(interest).getByText('결과가 있는 학생: 9월 1일 22명, 12월 7일 37명')).toBeVisible();
    const table = within(interest).getByRole('grid', { name: '흥미 유형 1순위: 날짜별 사람 수' });
    const social = within(table).getByRole('row', { name: /S 사회형/ });
    await expect(
      within(social)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['7명', '14명']);
    await expect(within(table).getAllByText('5명 미만').length).toBeGreaterThan(0);
    // A distribution about fewer than 5 people is not drawn at all.
    const cores = canvas.getByRole('region', { name: '가장 강한 코어' });
    await expect(within(cores).getByText(/5명 미만이라 분포를 보여 주지 않습니다/)).toBeVisible();
    await expect(within(cores).queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('region', { name: '여럿이 목표로 한 직업' })).toHaveTextContent('사회복지사');
  },
};

/** A class with no results yet. */
export const NoResults: Story = {
  args: {
    data: {
      participants: 3,
      small_group: 5,
      days: [
        {
          day: '2026-12-07',
          picture: {
            interest: empty,
            anchors: empty,
            cores: empty,
            readiness: { info: empty, fit: empty, plan: empty },
            occupations: { people: 0, items: [] },
          },
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('아직 이 결과가 있는 학생이 없습니다.')).toHaveLength(6);
  },
};
