import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { Table } from '../../components/Table';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { IdentityName } from '../AppFrame';
import { brandLink, linkButton, sideNavLink } from '../LinkStyles';
import { ConsoleFrame } from './ConsoleFrame';

const link = (label: string, current = false) => (
  <a key={label} href={`#${label}`} className={sideNavLink} aria-current={current ? 'page' : undefined}>
    {label}
  </a>
);

const universities = [
  { id: 1, name: '한빛대학교', classes: 4, users: 128, status: '이용 중' },
  { id: 2, name: '새봄대학교', classes: 2, users: 46, status: '이용 중' },
  { id: 3, name: '푸른대학교', classes: 0, users: 0, status: '준비 중' },
];

const meta = {
  title: 'Patterns/ConsoleFrame',
  component: ConsoleFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <a href="#dashboard" className={brandLink}>
        진로 코칭 플랫폼
      </a>
    ),
    area: '관리자',
    navigation: [
      { label: '현황', items: [link('대시보드'), link('통계')] },
      { label: '기관과 사람', items: [link('대학', true), link('고객'), link('강사'), link('사용자')] },
      { label: '판매', items: [link('키트'), link('AI 선물'), link('쿠폰')] },
    ],
    identity: (
      <>
        <IdentityName name="관리자" detail="관리자" />
        <a href="#logout" className={linkButton({ variant: 'secondary', size: 'sm' })}>
          로그아웃
        </a>
      </>
    ),
    children: (
      <Stack space="5">
        <Inline align="between">
          <Heading level={1}>대학 관리</Heading>
          <Button size="md" iconStart="plus">
            대학 등록
          </Button>
        </Inline>
        <Text tone="muted">계약한 대학과 학급, 등록된 사용자를 관리합니다.</Text>
        <div style={{ maxWidth: '20rem' }}>
          <TextField label="대학 이름으로 찾기" />
        </div>
        <Table
          label="대학 목록"
          columns={[
            { id: 'name', label: '대학', isRowHeader: true },
            { id: 'classes', label: '학급', align: 'end' },
            { id: 'users', label: '사용자', align: 'end' },
            {
              id: 'status',
              label: '상태',
              render: (row) => <Badge tone={row.status === '이용 중' ? 'success' : 'neutral'}>{row.status}</Badge>,
            },
          ]}
          rows={universities}
        />
      </Stack>
    ),
  },
} satisfies Meta<typeof ConsoleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full width, a side menu in groups, and the compact density for every control and table inside. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '관리 메뉴' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await expect(within(nav).getByRole('list', { name: '기관과 사람' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: '대학' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('banner')).toHaveTextContent('관리자 님');
    // Compact: 36 px controls and 8 px cell padding, against 44 px and 16 px in the tools.
    await expect(canvas.getByRole('button', { name: '대학 등록' }).getBoundingClientRect().height).toBe(36);
    await expect(getComputedStyle(canvas.getAllByRole('gridcell')[0] as HTMLElement).paddingTop).toBe('8px');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '진로 코칭 플랫폼' })).toHaveFocus();
  },
};
