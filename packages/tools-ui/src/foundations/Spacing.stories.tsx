import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../components/Grid';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { defaultTokens } from '../styles/tokens';
import { vars } from '../styles/vars.css';
import { TokenRow } from './Swatch';

const keysOf = <T extends object>(object: T) => Object.keys(object) as (keyof T & string)[];

function SpaceRadiusShadow() {
  return (
    <Grid minItemWidth="22rem" space="8">
      <Stack as="section" aria-label="간격" space="1">
        <Heading level={2} size={4}>
          간격
        </Heading>
        {keysOf(defaultTokens.space).map((key) => (
          <TokenRow
            key={key}
            name={`space.${key}`}
            value={defaultTokens.space[key]}
            sample={
              <span
                style={{ display: 'block', height: '1rem', width: vars.space[key], background: vars.color.brand }}
              />
            }
          />
        ))}
      </Stack>
      <Stack as="section" aria-label="모서리와 그림자" space="1">
        <Heading level={2} size={4}>
          모서리와 그림자
        </Heading>
        {keysOf(defaultTokens.radius).map((key) => (
          <TokenRow
            key={key}
            name={`radius.${key}`}
            value={defaultTokens.radius[key]}
            sample={
              <span
                style={{
                  display: 'block',
                  height: '3rem',
                  width: '5rem',
                  borderRadius: vars.radius[key],
                  background: vars.color.brandSoft,
                  border: `1px solid ${vars.color.borderStrong}`,
                }}
              />
            }
          />
        ))}
        {(['sm', 'md', 'lg'] as const).map((key) => (
          <TokenRow
            key={key}
            name={`shadow.${key}`}
            value="그림자"
            sample={
              <span
                style={{
                  display: 'block',
                  height: '3rem',
                  width: '8rem',
                  borderRadius: vars.radius.md,
                  background: vars.color.surface,
                  boxShadow: vars.shadow[key],
                }}
              />
            }
          />
        ))}
      </Stack>
    </Grid>
  );
}

/** A 4 px spacing scale, radii and three shadow depths. */
const meta = {
  title: 'Foundations/Spacing',
  component: SpaceRadiusShadow,
  tags: ['autodocs'],
} satisfies Meta<typeof SpaceRadiusShadow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '간격' })).toBeInTheDocument();
  },
};
