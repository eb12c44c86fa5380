import type { InstructorClass, InstructorDashboard } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassTable } from './ClassTable';
import { FeeStatement } from './FeeStatement';
import { InstructorSummary } from './InstructorSummary';
import { WithdrawalFacts } from './WithdrawalFacts';

const base: InstructorClass = {
  id: 1,
  name: '솔빛고 2학년 진로 캠프',
  organization: '솔빛고등학교',
  place: '솔빛고 시청각실',
  starts_on: '2026-07-20',
  ends_on: '2026-07-21',
  capacity: 30,
  memo: null,
  managed: false,
  state: 'finished',
  cancelled: null,
  participant_count: 28,
  fee: { state: 'deposited', amount: 450000, deposited_amount: 450000, deposited_on: '2026-08-05' },
  tax: {
    business_number: '1234567891',
    company_name: '솔빛고등학교',
    representative: '김교장',
    invoice_email: 'office@solbit-high.demo.kr',
    updated_at: '2026-07-10T01:00:00.000Z',
  },
  created_at: '2026-07-01T01:00:00.000Z',
};

const classes: InstructorClass[] = [
  {
    ...base,
    id: 3,
    name: '이강사의 진로 특강',
    organization: '새봄대학교',
    starts_on: '2026-09-01',
    ends_on: '2027-02-26',
    capacity: null,
    managed: true,
    state: 'ongoing',
    participant_count: 2,
    fee: { state: 'waiting', amount: 800000, deposited_amount: null, deposited_on: null },
    tax: null,
  },
  base,
  {
    ...base,
    id: 2,
    name: '겨울방학 진로 특강',
    organization: '푸른청소년센터',
    starts_on: '2026-12-28',
    ends_on: '2026-12-29',
    capacity: 20,
    state: 'cancelled',
    cancelled: { at: '2026-11-02T05:00:00.000Z', reason: '기관 사정으로 일정이 취소되었습니다.' },
    participant_count: 0,
    fee: { state: 'waiting', amount: 300000, deposited_amount: null, deposited_on: null },
    tax: null,
  },
];

const dashboard: InstructorDashboard = {
  from: '2026-01-01',
  to: '2026-12-31',
  classes: { upcoming: 0, ongoing: 1, finished: 1, cancelled: 1 },
  participants: 30,
  tools: [
    { action_item: 'ptid', started: 12, finished: 10 },
    { action_item: 'career-anchor', started: 3, finished: 3 },
  ],
  fees: { classes: 2, agreed: 1250000, deposited: 450000, outstanding: 800000 },
  kit_uses_left: 18,
  next_classes: [classes[0] as InstructorClass],
};

const meta = {
  title: 'Instructor/Classes',
  component: ClassTable,
  tags: ['autodocs'],
  args: {
    label: '내 수업',
    classes,
    renderName: (found: InstructorClass) => <a href={`#class-${found.id}`}>{found.name}</a>,
  },
} satisfies Meta<typeof ClassTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instructor's classes: a university's class still owed its fee, a paid camp, a cancelled talk (no fee shown). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '솔빛고 2학년 진로 캠프' })).toBeVisible();
    await expect(canvas.getByText('2026.07.20 – 07.21')).toBeVisible();
    await expect(canvas.getByText('2026.09.01 – 2027.02.26')).toBeVisible();
    await expect(canvas.getByText('입금 완료')).toBeVisible();
    await expect(canvas.getByText('입금 전')).toBeVisible();
    await expect(canvas.getByText('취소')).toBeVisible();
    await expect(canvas.getByText('28 / 30명')).toBeVisible();
  },
};

/** No class yet: the table says so. */
export const Empty: Story = {
  args: { classes: [], emptyState: '아직 등록한 수업이 없습니다.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아직 등록한 수업이 없습니다.')).toBeVisible();
  },
};

/** The dashboard's figures for a year. */
export const Summary: Story = {
  render: () => <InstructorSummary dashboard={dashboard} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('800,000원')).toBeVisible();
    await expect(canvas.getByText('18명분')).toBeVisible();
    await expect(canvas.getByText(/도구를 15번 진행했고 13번 결과까지/)).toBeVisible();
  },
};

/** A period's lecture fees with their totals; the cancelled class is not in it. */
export const Statement: Story = {
  render: () => (
    <FeeStatement
      classes={classes.filter((found) => found.state !== 'cancelled')}
      totals={{ classes: 2, agreed: 1250000, deposited: 450000, outstanding: 800000 }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('450,000원 (2026.08.05)')).toBeVisible();
    await expect(canvas.getByText('1,250,000원')).toBeVisible();
  },
};

/** What withdrawal erases and keeps, with unused kit uses to refund first. */
export const Withdrawal: Story = {
  render: () => (
    <WithdrawalFacts
      withdrawal={{ classes: 3, participants: 30, orders: 2, unused_uses: 18, refundable_amount: 81000, blocked: null }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/5년 동안 보관/)).toBeVisible();
    await expect(canvas.getByText(/쓰지 않은 키트 18명분\(81,000원 환불 가능\)/)).toBeVisible();
  },
};
