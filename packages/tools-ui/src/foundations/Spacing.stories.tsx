import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../components/Grid';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { compactDensity, densities, densityClass } from '../styles/density.css';
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
      <Stack as="section" aria-label="밀도" space="1">
        <Heading level={2} size={4}>
          밀도
        </Heading>
        {(['controlSm', 'controlMd', 'controlLg', 'navItem', 'cellBlock'] as const).map((key) => (
          <TokenRow
            key={key}
            name={`density.${key}`}
            value={`여유 ${defaultTokens.density[key]} · 조밀 ${compactDensity[key]}`}
            sample={
              <Stack space="1">
                {densities.map((density) => (
                  <span
                    key={density}
                    className={densityClass[density]}
                    data-density={density}
                    style={{
                      display: 'block',
                      height: '0.5rem',
                      width: vars.density[key],
                      background: vars.color.brand,
                    }}
                  />
                ))}
              </Stack>
            }
          />
        ))}
      </Stack>
    </Grid>
  );
}

/**
 * A 4 px spacing scale, radii, three shadow depths, and the density: comfortable in the tools,
 * compact (`densityClass.compact`) in the admin console; each bar pair shows both.
 */
const meta = {
  title: 'Foundations/Spacing',
  component: SpaceRadiusShadow,
  tags: ['autodocs'],
} satisfies Meta<typeof SpaceRadiusShadow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '간격' })).toBeInTheDocument();
    const bars = canvas.getByRole('region', { name: '밀도' }).querySelectorAll('[data-density]');
    const [comfortable, compact] = [...bars].slice(0, 2).map((bar) => bar.getBoundingClientRect().width);
    await expect([comfortable, compact]).toEqual([36, 32]);
  },
};
