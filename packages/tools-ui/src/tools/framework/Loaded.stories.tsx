import type { Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../../components/Text';
import { Loaded } from './Loaded';
import { useLoaded } from './useLoaded';

/** A server whose replies come in the order given, one per load; null means nothing to load. */
function LoadedDemo({ replies }: { replies: (Reply<string> | null)[] }) {
  const [queue] = useState(() => [...replies]);
  const loaded = useLoaded(() => {
    const reply = queue.shift() ?? null;
    return reply && Promise.resolve(reply);
  }, 'one');
  return (
    <Loaded
      value={loaded}
      failed="점검을 불러오지 못했습니다"
      loading={{ label: '점검을 불러오는 중', lines: 2 }}
      empty={<Text>불러올 것이 없습니다</Text>}
    >
      {(data) => <Text>{data}</Text>}
    </Loaded>
  );
}

/** The one rendering of what a screen loads (decision 045). */
const meta = {
  title: 'Tools/Loaded',
  component: LoadedDemo,
  tags: ['autodocs'],
  args: { replies: [{ ok: true, data: '불러온 점검' }] },
} satisfies Meta<typeof LoadedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러온 점검')).toBeVisible();
  },
};

/** A failure (the server could not be reached) offers 다시 시도, which loads again. */
export const Failed: Story = {
  args: {
    replies: [
      { ok: false, status: null, message: '서버에 연결하지 못했습니다.' },
      { ok: true, data: '다시 불러온 점검' },
    ],
  },
  play: async ({ canvas }) => {
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('점검을 불러오지 못했습니다');
    await expect(failure).toHaveTextContent('서버에 연결하지 못했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('다시 불러온 점검')).toBeVisible();
  },
};

/** A refusal says the server's words and offers no 다시 시도: trying again cannot change it. */
export const Refused: Story = {
  args: { replies: [{ ok: false, status: 403, message: '이 학생의 결과를 볼 수 없습니다.' }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('이 학생의 결과를 볼 수 없습니다.');
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  },
};

/** Nothing to load: the empty state. */
export const Empty: Story = {
  args: { replies: [null] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러올 것이 없습니다')).toBeVisible();
  },
};
