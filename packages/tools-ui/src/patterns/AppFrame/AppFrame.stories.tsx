import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from '../../components/Heading';
import { Text } from '../../components/Text';
import { brandLink, linkButton, navLink } from '../LinkStyles';
import { AppFrame, IdentityName } from './AppFrame';

const meta = {
  title: 'Patterns/AppFrame',
  component: AppFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <a href="#home" className={brandLink}>
        진로 코칭 플랫폼
      </a>
    ),
    area: '상담사',
    navigation: [
      <a key="main" href="#main" aria-current="page" className={navLink}>
        상담 홈
      </a>,
      <a key="log" href="#log" className={navLink}>
        상담 일지
      </a>,
      <a key="timer" href="#timer" className={navLink}>
        타이머
      </a>,
    ],
    identity: (
      <>
        <IdentityName name="박상담" detail="한빛대학교" />
        <a href="#logout" className={linkButton({ variant: 'secondary', size: 'sm' })}>
          로그아웃
        </a>
      </>
    ),
    children: (
      <>
        <Heading level={1}>상담 홈</Heading>
        <Text tone="muted">오늘 만날 학생과 진행할 도구를 고릅니다.</Text>
      </>
    ),
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '영역 메뉴' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: '상담 홈' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('오늘 만날 학생');
    await userEvent.tab();
    const brand = canvas.getByRole('link', { name: '진로 코칭 플랫폼' });
    await expect(brand).toHaveFocus();
    // The app bar's links are not running text: no underline on the mark or on sign-out.
    await expect(getComputedStyle(brand).textDecorationLine).toBe('none');
    await expect(getComputedStyle(canvas.getByRole('link', { name: '로그아웃' })).textDecorationLine).toBe('none');
  },
};

export const WithoutNavigation: Story = {
  args: { navigation: undefined, area: '관리자' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Inside a tool window, whose title bar names the page: the page alone, without the area header. */
export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('오늘 만날 학생');
  },
};
