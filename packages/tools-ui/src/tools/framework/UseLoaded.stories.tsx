import type { Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../components/Button';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { useLoaded } from './useLoaded';

/** Answers each load when told: the story decides when the server "replies". */
function controlledServer() {
  let count = 0;
  const waiting: (() => void)[] = [];
  return {
    load: () =>
      new Promise<Reply<number>>((resolve) => {
        waiting.push(() => {
          count += 1;
          resolve({ ok: true, data: count });
        });
      }),
    reply: () => waiting.shift()?.(),
  };
}

function LoadedDemo({ server }: { server: ReturnType<typeof controlledServer> }) {
  const loaded = useLoaded(server.load, 'one');
  return (
    <Stack space="3">
      <Text>{loaded.status === 'ready' ? `불러온 값 ${loaded.data}` : '불러오는 중'}</Text>
      <Button onPress={loaded.refresh}>바꾼 뒤 다시 불러오기</Button>
      <Button onPress={loaded.retry}>처음부터 다시 불러오기</Button>
      <Button variant="secondary" onPress={server.reply}>
        서버 응답
      </Button>
    </Stack>
  );
}

/** The one way a screen loads what it shows (decision 017): `refresh()` keeps the data shown meanwhile, `retry()` does not. */
const meta = {
  title: 'Tools/UseLoaded',
  component: LoadedDemo,
  tags: ['autodocs'],
  args: { server: controlledServer() },
} satisfies Meta<typeof LoadedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { server: controlledServer() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('불러오는 중')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '서버 응답' }));
    await expect(await canvas.findByText('불러온 값 1')).toBeVisible();

    // After a change: the value shown stays until the new one comes.
    await userEvent.click(canvas.getByRole('button', { name: '바꾼 뒤 다시 불러오기' }));
    await expect(canvas.getByText('불러온 값 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '서버 응답' }));
    await expect(await canvas.findByText('불러온 값 2')).toBeVisible();

    // From scratch: the loading state first.
    await userEvent.click(canvas.getByRole('button', { name: '처음부터 다시 불러오기' }));
    await expect(await canvas.findByText('불러오는 중')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '서버 응답' }));
    await expect(await canvas.findByText('불러온 값 3')).toBeVisible();
  },
};
