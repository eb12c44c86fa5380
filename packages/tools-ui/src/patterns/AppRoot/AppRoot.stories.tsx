import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { alert, clearDialogs } from '../../shell/dialog';
import { AppRoot } from './AppRoot';

/** The root every app puts around its router: the app, the loading overlay and the dialog host. */
const meta = {
  title: 'Patterns/AppRoot',
  component: AppRoot,
  tags: ['autodocs'],
  args: {
    loadingRequests: 0,
    children: (
      <Button onPress={() => void alert('저장했습니다.')} variant="secondary">
        알림 띄우기
      </Button>
    ),
  },
  // The returned function runs after each story: no dialog is left for the next.
  beforeEach: () => clearDialogs,
} satisfies Meta<typeof AppRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's own content, with the global dialog ready for any screen's alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 띄우기' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('저장했습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  },
};
