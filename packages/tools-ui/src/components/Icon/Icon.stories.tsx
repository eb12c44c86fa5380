import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Grid';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Icon } from './Icon';
import { iconSizes } from './Icon.css';
import { iconNames } from './paths';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'compass', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Without a label an icon is decoration: hidden from assistive technology.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: '주의' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '주의' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <Grid minItemWidth="7rem" space="6">
      {iconNames.map((name) => (
        <Stack key={name} align="center" space="2">
          <Icon {...args} name={name} />
          <Text size="xs" tone="muted">
            {name}
          </Text>
        </Stack>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
