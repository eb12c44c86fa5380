import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { iconPaths } from '../../components/Icon/paths';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { DialogHost } from './DialogHost';
import { alert, clearDialogs, confirm, info } from './dialogStore';

/**
 * The global dialog of spec §2. Apps mount `<DialogHost />` once; any code, React or not, queues a
 * dialog with `alert`, `confirm` or `info` and may wait for the answer. Title '알림' and button
 * '확인' unless given; a press action runs on the button, a dismiss action on Escape or '취소'.
 * Callers name the dialog and its action where they can ('기록 삭제', '삭제'), give a `tone` for an
 * icon of its own, and `tone: 'danger'` for destruction.
 */
const meta = {
  title: 'Shell/DialogHost',
  component: DialogHost,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // Dialogs queued by one story must not show up in the next.
  beforeEach: () => {
    clearDialogs();
    return clearDialogs;
  },
} satisfies Meta<typeof DialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  const [answer, setAnswer] = useState('아직 없음');
  return (
    <Stack space="4">
      <Inline space="3">
        <Button
          variant="secondary"
          onPress={() => alert('답변이 저장되었습니다.', { onPress: () => setAnswer('확인을 눌렀습니다') })}
        >
          알림 보기
        </Button>
        <Button
          variant="secondary"
          onPress={async () => setAnswer((await confirm('작성한 답변을 제출할까요?')) ? '제출하기로 함' : '취소함')}
        >
          확인 요청 보기
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            info('결과는 상담 선생님과 함께 보실 수 있습니다.\n다음 단계로 넘어가 주세요.', {
              title: '안내',
              onDismiss: () => setAnswer('닫았습니다'),
            })
          }
        >
          안내 보기
        </Button>
      </Inline>
      <Text>응답: {answer}</Text>
      <DialogHost />
    </Stack>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An alert: title '알림', one button '확인' that takes focus; pressing it runs the press action and gives focus back. */
export const Default: Story = {
  render: () => <Triggers />,
  play: async ({ canvasElement, canvas }) => {
    const trigger = canvas.getByRole('button', { name: '알림 보기' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '알림' });
    await expect(dialog).toHaveAccessibleDescription('답변이 저장되었습니다.');
    const ok = within(dialog).getByRole('button', { name: '확인' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('응답: 확인을 눌렀습니다')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A confirm answers true with '확인' and false with '취소' or Escape. */
export const Confirm: Story = {
  render: () => <Triggers />,
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '확인 요청 보기' }));
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: '알림' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(await canvas.findByText('응답: 취소함')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '확인 요청 보기' }));
    dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(await canvas.findByText('응답: 제출하기로 함')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '확인 요청 보기' }));
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('응답: 취소함')).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * Destruction: the title and the button name what happens, the button is in the danger style, and
 * focus starts on '취소', so Enter alone deletes nothing.
 */
export const Destructive: Story = {
  render: function DeleteLog() {
    const [answer, setAnswer] = useState('아직 없음');
    return (
      <Stack space="4">
        <Inline>
          <Button
            variant="secondary"
            iconStart="trash"
            onPress={async () => {
              const deleted = await confirm('삭제한 상담 일지는 되돌릴 수 없습니다.', {
                title: '상담 일지를 삭제할까요?',
                confirmLabel: '삭제',
                tone: 'danger',
              });
              setAnswer(deleted ? '삭제함' : '취소함');
            }}
          >
            상담 일지 삭제
          </Button>
        </Inline>
        <Text>응답: {answer}</Text>
        <DialogHost />
      </Stack>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '상담 일지 삭제' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '상담 일지를 삭제할까요?' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const remove = within(dialog).getByRole('button', { name: '삭제' });
    await expect(getComputedStyle(remove).backgroundColor).toBe('rgb(179, 38, 30)');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('응답: 취소함')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '상담 일지 삭제' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: '삭제' }),
    );
    await expect(await canvas.findByText('응답: 삭제함')).toBeVisible();
  },
};

/** A success gets the success icon (a circled check), not the alert mark. */
export const Success: Story = {
  render: () => (
    <Stack space="4">
      <Inline>
        <Button
          variant="secondary"
          onPress={() => alert('답변이 저장되었습니다.', { title: '저장했습니다', tone: 'success' })}
        >
          저장 알림 보기
        </Button>
      </Inline>
      <DialogHost />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '저장 알림 보기' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '저장했습니다' });
    const icon = dialog.querySelector('svg[aria-hidden="true"] path:last-child');
    await expect(icon).toHaveAttribute('d', iconPaths.success.at(-1));
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Information: a plain dialog with its own title; Escape dismisses it and runs the dismiss action. */
export const Information: Story = {
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '안내 보기' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '안내' });
    await expect(dialog).toHaveTextContent('상담 선생님과 함께');
    // Focus stays inside while the dialog is open.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(await within(canvasElement).findByText('응답: 닫았습니다')).toBeVisible();
  },
};

/** Plain code queues several at once: they show one at a time, in order. */
export const Queue: Story = {
  render: () => (
    <Stack space="4">
      <Button
        variant="secondary"
        onPress={() => {
          void alert('첫 번째 알림입니다.');
          void alert('두 번째 알림입니다.', { title: '저장 실패', confirmLabel: '다시 시도' });
          void info('마지막 안내입니다.');
        }}
      >
        알림 세 개 보내기
      </Button>
      <DialogHost />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 세 개 보내기' }));
    await expect(await page.findByRole('alertdialog')).toHaveAccessibleDescription('첫 번째 알림입니다.');
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    const second = await page.findByRole('alertdialog', { name: '저장 실패' });
    await expect(second).toHaveAccessibleDescription('두 번째 알림입니다.');
    await userEvent.click(within(second).getByRole('button', { name: '다시 시도' }));
    await userEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
