import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../components/Stack';
import { Notice } from './Notice';
import { noticeTones } from './Notice.css';

const meta = {
  title: 'Patterns/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { children: '입력하신 이메일로 인증번호를 보냈습니다.', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('인증번호를 보냈습니다');
    await expect(within(status).getByRole('img', { name: '안내' })).toBeInTheDocument();
  },
};

/** Each tone has its own icon shape and name: warning (triangle) and danger (circle) differ without colour. */
export const Tones: Story = {
  render: () => (
    <Stack space="3">
      <Notice tone="info">답변은 입력하는 대로 저장됩니다.</Notice>
      <Notice tone="success">가입이 끝났습니다. 로그인해 주세요.</Notice>
      <Notice tone="warning">세션이 곧 끝납니다.</Notice>
      <Notice tone="danger">아이디 또는 비밀번호가 올바르지 않습니다.</Notice>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('올바르지 않습니다');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    const names = ['안내', '완료', '주의', '오류'];
    for (const name of names) await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    const shapes = names.map((name) => canvas.getByRole('img', { name }).innerHTML);
    await expect(new Set(shapes).size).toBe(names.length);
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'warning',
    title: '마감이 다가옵니다',
    children: '자기소개서 제출이 3일 남았습니다. 저장한 답변은 그대로 남아 있습니다.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('마감이 다가옵니다');
    await expect(within(status).getByRole('img', { name: '주의' })).toBeInTheDocument();
  },
};
