import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../../components/Text';
import { AutosizeTextarea } from './AutosizeTextarea';
import { AUTOSIZE_EXTRA_PX, autosizeVariants } from './autosize';

/** A text area as tall as its text plus 60 px, or plus 10 px in the compact variant (spec §9). */
const meta = {
  title: 'Shell/AutosizeTextarea',
  component: AutosizeTextarea,
  tags: ['autodocs'],
  args: { label: '나의 강점', placeholder: '떠오르는 대로 적어 보세요.' },
  argTypes: { variant: { control: 'inline-radio', options: autosizeVariants } },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof AutosizeTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room below the text: the height less the collapsed content height (borders included). */
function roomBelowText(textarea: HTMLTextAreaElement): number {
  const height = textarea.getBoundingClientRect().height;
  const style = getComputedStyle(textarea);
  const borders = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
  const before = textarea.style.height;
  textarea.style.height = '0px';
  const content = textarea.scrollHeight + borders;
  textarea.style.height = before;
  return Math.round(height - content);
}

const lines = '첫째 줄{Enter}둘째 줄{Enter}셋째 줄{Enter}넷째 줄{Enter}다섯째 줄';

/** Grows as lines are typed, always 60 px taller than the text, without a scroll bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '나의 강점' }) as HTMLTextAreaElement;
    await expect(roomBelowText(textarea)).toBe(AUTOSIZE_EXTRA_PX.default);
    const empty = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, lines);
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(empty + 80);
    await expect(roomBelowText(textarea)).toBe(60);
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);
    await userEvent.clear(textarea);
    await expect(textarea.getBoundingClientRect().height).toBe(empty);
  },
};

/** The other variant: 10 px of room. */
export const Compact: Story = {
  args: { variant: 'compact', label: '한 줄 메모' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '한 줄 메모' }) as HTMLTextAreaElement;
    await userEvent.type(textarea, lines);
    await expect(roomBelowText(textarea)).toBe(AUTOSIZE_EXTRA_PX.compact);
  },
};

/** Controlled, with text from the server: sized before it is first painted. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState(
      '사람들의 이야기를 끝까지 듣는 편입니다.\n친구들이 고민이 있을 때 저를 찾습니다.\n정리해서 다시 말해 주면 고마워합니다.',
    );
    return (
      <>
        <AutosizeTextarea {...args} value={value} onChange={setValue} />
        <Text size="sm" tone="muted">
          {value.length}자
        </Text>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox') as HTMLTextAreaElement;
    await expect(roomBelowText(textarea)).toBe(60);
    await userEvent.type(textarea, '{Enter}새로 쓴 줄');
    await expect(roomBelowText(textarea)).toBe(60);
    await expect(within(canvasElement).getByText(/자$/)).toHaveTextContent(String(textarea.value.length));
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '강점을 한 가지 이상 적어 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('강점을 한 가지 이상 적어 주세요.')).toBeVisible();
  },
};
