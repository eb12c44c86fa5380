import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../components/Stack';
import { defaultTokens } from '../styles/tokens';
import { vars } from '../styles/vars.css';
import { TokenRow } from './Swatch';

type FontSize = keyof typeof defaultTokens.fontSize;
const sizes = Object.keys(defaultTokens.fontSize) as FontSize[];

function TypeScale() {
  return (
    <Stack space="2">
      {[...sizes].reverse().map((size) => (
        <TokenRow
          key={size}
          name={`fontSize.${size}`}
          value={defaultTokens.fontSize[size]}
          sample={
            <span style={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight, whiteSpace: 'nowrap' }}>
              나다운 진로
            </span>
          }
        />
      ))}
    </Stack>
  );
}

/** Pretendard (self-hosted, dynamic subsets), a type scale from 12 to 40 px, `word-break: keep-all`. */
const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  tags: ['autodocs'],
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sample = within(canvasElement).getAllByText('나다운 진로')[0] as HTMLElement;
    await expect(getComputedStyle(sample).fontFamily).toMatch(/Pretendard/);
    // The self-hosted font actually loads (not a silent fallback to a system face).
    await document.fonts.ready;
    await expect(document.fonts.check(`16px "Pretendard Variable"`, '나')).toBe(true);
  },
};
