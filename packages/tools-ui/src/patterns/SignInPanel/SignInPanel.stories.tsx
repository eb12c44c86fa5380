import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Form } from '../../components/Form';
import { PasswordField } from '../../components/PasswordField';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { textLink } from '../LinkStyles';
import { Notice } from '../Notice';
import { SignInPanel } from './SignInPanel';

const submitted = fn();

const meta = {
  title: 'Patterns/SignInPanel',
  component: SignInPanel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: '상담사 로그인',
    eyebrow: '진로 코칭 플랫폼',
    description: '소속 대학에서 받은 아이디로 로그인해 주세요.',
    children: (
      <Form onSubmit={(form) => submitted(Object.fromEntries(new FormData(form)))}>
        <Stack space="4">
          <TextField label="아이디" name="login_id" autoComplete="username" isRequired />
          <PasswordField label="비밀번호" name="password" autoComplete="current-password" isRequired />
          <Button type="submit" variant="primary" fullWidth>
            로그인
          </Button>
        </Stack>
      </Form>
    ),
    footer: (
      <a href="#home" className={textLink}>
        처음 화면으로
      </a>
    ),
  },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '상담사 로그인' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('아이디', { exact: true }), 'consultant');
    await userEvent.type(canvas.getByLabelText('비밀번호', { exact: true }), 'demo1234!');
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledWith({ login_id: 'consultant', password: 'demo1234!' });
  },
};

export const WithError: Story = {
  args: {
    children: <Notice tone="danger">아이디 또는 비밀번호가 올바르지 않습니다.</Notice>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '아이디 또는 비밀번호가 올바르지 않습니다.',
    );
  },
};

export const Wide: Story = {
  args: { title: '강사 회원가입', wide: true, description: '이메일 인증 후 가입할 수 있습니다.' },
};
