import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { brandLink, linkButton, linkButtonSizes, navLink, sideNavLink, textLink } from './linkStyles.css';

function LinkGallery() {
  return (
    <Stack space="5">
      <Inline space="3">
        <a href="#start" className={linkButton({ variant: 'primary' })}>
          상담 시작하기
        </a>
        <a href="#join" className={linkButton({ variant: 'secondary' })}>
          받은 링크로 참여하기
        </a>
        <a href="#more" className={linkButton({ variant: 'ghost' })}>
          더 알아보기
        </a>
      </Inline>
      <Inline space="3">
        {linkButtonSizes.map((size) => (
          <a key={size} href={`#${size}`} className={linkButton({ variant: 'secondary', size })}>
            {`${size} 크기`}
          </a>
        ))}
      </Inline>
      <Inline space="3">
        <a href="#home" className={brandLink}>
          진로 코칭 플랫폼
        </a>
        <a href="#nav" aria-current="page" className={navLink}>
          상담 홈
        </a>
        <a href="#log" className={navLink}>
          상담 일지
        </a>
      </Inline>
      <div style={{ width: '13rem' }}>
        <a href="#university" aria-current="page" className={sideNavLink}>
          대학
        </a>
        <a href="#coupon" className={sideNavLink}>
          쿠폰
        </a>
      </div>
      <p>
        자세한 내용은{' '}
        <a href="#policy" className={textLink}>
          개인정보처리방침
        </a>
        을 읽어 주세요.
      </p>
    </Stack>
  );
}

/**
 * Links that go somewhere, styled for where they sit: button-like links for calls to action and the
 * app bar, the brand mark, top and side navigation, and underlined links in running text only.
 */
const meta = {
  title: 'Patterns/LinkStyles',
  component: LinkGallery,
  tags: ['autodocs'],
} satisfies Meta<typeof LinkGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '상담 시작하기' })).toHaveFocus();
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
    // Only the link inside a sentence is underlined.
    const underlined = canvas
      .getAllByRole('link')
      .filter((link) => getComputedStyle(link).textDecorationLine.includes('underline'))
      .map((link) => link.textContent);
    await expect(underlined).toEqual(['개인정보처리방침']);
  },
};
