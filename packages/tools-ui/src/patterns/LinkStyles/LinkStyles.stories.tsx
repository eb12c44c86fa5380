import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Inline } from '../../components/Inline';
import { linkButton, navLink, textLink } from './linkStyles.css';

function LinkGallery() {
  return (
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
      <a href="#nav" aria-current="page" className={navLink}>
        상담 홈
      </a>
      <a href="#policy" className={textLink}>
        개인정보처리방침
      </a>
    </Inline>
  );
}

const meta = {
  title: 'Patterns/LinkStyles',
  component: LinkGallery,
  tags: ['autodocs'],
} satisfies Meta<typeof LinkGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '상담 시작하기' })).toHaveFocus();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};
