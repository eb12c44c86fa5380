import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../components/Grid';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { defaultTokens } from '../styles/tokens';
import { vars } from '../styles/vars.css';
import { TokenRow } from './Swatch';

type ColorRole = keyof typeof defaultTokens.color;

const groups: { title: string; roles: ColorRole[] }[] = [
  { title: '글자', roles: ['text', 'textMuted', 'brandText', 'accentText', 'textOnBrand'] },
  { title: '바탕', roles: ['background', 'surface', 'surfaceMuted', 'surfaceSunken', 'overlay'] },
  { title: '브랜드와 강조', roles: ['brand', 'brandHover', 'brandActive', 'brandSoft', 'accent', 'accentSoft'] },
  {
    title: '상태',
    roles: [
      'info',
      'infoSoft',
      'infoText',
      'success',
      'successSoft',
      'successText',
      'warning',
      'warningSoft',
      'warningText',
      'danger',
      'dangerSoft',
      'dangerText',
    ],
  },
  { title: '선과 초점', roles: ['border', 'borderStrong', 'focus'] },
  { title: '사용할 수 없음', roles: ['disabledBackground', 'disabledBorder', 'disabledText'] },
];

function Palette() {
  return (
    <Grid minItemWidth="22rem" space="8">
      {groups.map((group) => (
        <Stack key={group.title} as="section" aria-label={group.title} space="2">
          <Heading level={2} size={4}>
            {group.title}
          </Heading>
          {group.roles.map((role) => (
            <TokenRow
              key={role}
              name={role}
              value={defaultTokens.color[role]}
              sample={
                <span
                  style={{
                    display: 'block',
                    height: '2.5rem',
                    borderRadius: vars.radius.md,
                    background: vars.color[role],
                    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
                  }}
                />
              }
            />
          ))}
        </Stack>
      ))}
    </Grid>
  );
}

/**
 * Colours by role, not by hue: a deep teal for trust, a terracotta accent for warmth (never a
 * status), warm off-white paper with greys of the same warm hue. Each status has a hue and an icon
 * of its own. contrast.test.ts holds the pairs: text 4.5:1, control edges and icons 3:1, disabled
 * text legible yet apart from muted text, status fills apart (CIEDE2000).
 */
const meta = {
  title: 'Foundations/Colors',
  component: Palette,
  tags: ['autodocs'],
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '상태' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(defaultTokens.color.brand)).toBeVisible();
  },
};
