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

export const Tones: Story = {
  render: () => (
    <Stack space="3">
      <Notice tone="info">답변은 입력하는 대로 저장됩니다.</Notice>
      <Notice tone="success">가입이 끝났습니다. 로그인해 주세요.</Notice>
      <Notice tone="warning">세션이 곧 끝납니다.</Notice>
      <Notice tone="danger">아이디 또는 비밀번호가 올바르지 않습니다.</Notice>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('올바르지 않습니다');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};
