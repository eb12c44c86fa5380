import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="검사 결과 보기">
        <Tab id="summary">요약</Tab>
        <Tab id="detail">상세 해석</Tab>
        <Tab id="history">지난 결과</Tab>
      </TabList>
      <TabPanel id="summary">
        <Text>탐구형과 예술형이 높게 나왔습니다. 새로운 것을 알아가고 표현하는 일에서 힘을 얻습니다.</Text>
      </TabPanel>
      <TabPanel id="detail">
        <Text>유형별 점수와 그 의미를 차례로 살펴봅니다.</Text>
      </TabPanel>
      <TabPanel id="history">
        <Text>2026년 3월에 한 검사 결과와 비교합니다.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '요약' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '상세 해석' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('유형별 점수');
    // Arrow keys move between tabs and show their panels.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '지난 결과' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('2026년 3월');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '요약' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['history'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '지난 결과' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '요약' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first.
    await expect(canvas.getByRole('tab', { name: '요약' })).toHaveFocus();
  },
};
