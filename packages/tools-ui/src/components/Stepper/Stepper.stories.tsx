import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Stepper, type StepperStep } from './Stepper';

const steps: StepperStep[] = [
  { id: 'intro', label: '안내', description: '검사 방법 알아보기' },
  { id: 'answer', label: '문항 응답', description: '40문항' },
  { id: 'review', label: '응답 확인' },
  { id: 'result', label: '결과 보기' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps, currentIndex: 1 },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '진행 단계' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('1단계: 안내 (완료)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('(현재 단계)');
    await expect(items[3]).toHaveTextContent('(남은 단계)');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', currentIndex: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const AllComplete: Story = {
  args: { currentIndex: steps.length },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveTextContent('(완료)');
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const Walkthrough: Story = {
  render: function Walkthrough(args) {
    const [current, setCurrent] = useState(0);
    return (
      <Stack space="6">
        <Stepper {...args} currentIndex={current} />
        <Inline>
          <Button variant="secondary" isDisabled={current === 0} onPress={() => setCurrent((index) => index - 1)}>
            이전
          </Button>
          <Button isDisabled={current >= steps.length - 1} onPress={() => setCurrent((index) => index + 1)}>
            다음
          </Button>
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    const current = () => canvasElement.querySelector('[aria-current="step"]');
    await expect(current()).toHaveTextContent('안내');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(current()).toHaveTextContent('응답 확인');
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await expect(current()).toHaveTextContent('문항 응답');
  },
};
