import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { isolated, UserText } from './UserText';

/** A name registered with U+202E RIGHT-TO-LEFT OVERRIDE before the contract refused it (issue 35). */
const MIRRORING_NAME = '김새봄\u202egnp.exe';

const meta = {
  title: 'Components/UserText',
  component: UserText,
  tags: ['autodocs'],
  args: { children: MIRRORING_NAME },
  render: (args) => (
    <Text>
      <UserText {...args} />
      님의 결과를 저장했습니다.
    </Text>
  ),
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where each character of `node`'s text is drawn, left to right, by its index in the text. */
function xOf(node: Node, index: number): number {
  const range = document.createRange();
  range.setStart(node, index);
  range.setEnd(node, index + 1);
  return range.getBoundingClientRect().left;
}

/** The text node of `element` that holds `text`. */
function textNode(element: Element, text: string): Text {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.includes(text)) return node as Text;
  throw new Error(`no text node holds ${text}`);
}

/** Whether the characters of `word` are drawn in reading order (each right of the one before it). */
function readsInOrder(element: Element, word: string): boolean {
  const node = textNode(element, word);
  const start = node.textContent?.indexOf(word) ?? -1;
  const xs = [...word].map((_, index) => xOf(node, start + index));
  return xs.every((x, index) => index === 0 || x > (xs[index - 1] ?? 0));
}

/**
 * A stored name with a right-to-left override: our sentence after it still reads left to right,
 * and the name shows what is stored, without the invisible control.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLParagraphElement;
    await expect(paragraph.textContent).toBe('김새봄gnp.exe님의 결과를 저장했습니다.');
    await expect(paragraph.querySelector('bdi')).not.toBeNull();
    await expect(readsInOrder(paragraph, '저장했습니다')).toBe(true);
    await expect(readsInOrder(paragraph, 'gnp.exe')).toBe(true);

    // The same sentence set without UserText is what the issue saw: its end is drawn mirrored.
    const bare = document.createElement('p');
    bare.textContent = `${MIRRORING_NAME}님의 결과를 저장했습니다.`;
    canvasElement.append(bare);
    try {
      await expect(readsInOrder(bare, '저장했습니다')).toBe(false);
    } finally {
      bare.remove();
    }
  },
};

/** A sentence stored with a name inside it (an audit line written before the rule): it reads in order too. */
export const StoredSentence: Story = {
  args: { children: '참여자 "\u202egnp.exe" 등록 (가람대학교, 1반)' },
  render: (args) => (
    <Text>
      <UserText {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLParagraphElement;
    await expect(paragraph.textContent).toBe('참여자 "gnp.exe" 등록 (가람대학교, 1반)');
    await expect(readsInOrder(paragraph, '등록')).toBe(true);
    await expect(readsInOrder(paragraph, '가람대학교')).toBe(true);
  },
};

/** Right-to-left names are welcome: isolated, they keep their own order and leave ours alone. */
export const RightToLeftName: Story = {
  args: { children: 'سارة 2' },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLParagraphElement;
    await expect(readsInOrder(paragraph, '저장했습니다')).toBe(true);
  },
};

/** Where the sentence can only be a string (a confirm dialog), `isolated` gives the same isolate as characters. */
export const InAString: Story = {
  render: () => (
    <Stack space="2">
      <Text>{`${isolated(MIRRORING_NAME)}님의 로그인 링크를 새로 만들까요?`}</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLParagraphElement;
    await expect(paragraph.textContent).toBe('\u2068김새봄gnp.exe\u2069님의 로그인 링크를 새로 만들까요?');
    await expect(readsInOrder(paragraph, '만들까요')).toBe(true);
  },
};
