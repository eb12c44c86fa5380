import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../components/Stack';
import { defaultTokens } from '../styles/tokens';
import { vars } from '../styles/vars.css';
import { TokenRow } from './Swatch';

type TypeRole = keyof typeof defaultTokens.type;
const roles = Object.keys(defaultTokens.type) as TypeRole[];

/** What each role is for, in Korean, as the sample text. */
const samples = {
  display: '나다운 진로를 찾는 시간',
  title: '상담 일지',
  heading: '나의 흥미 유형',
  subheading: '강점을 살린 직업',
  minorHeading: '이번 주 실천 계획',
  lead: '답변은 입력하는 대로 저장됩니다. 언제든 이어서 할 수 있습니다.',
  body: '오늘 적은 답은 내일의 나를 비추는 거울이 되어, 조금씩 더 선명한 방향을 보여 줍니다.',
  bodySmall: '상담 일정 하루 전에 문자로 알려 드립니다.',
  label: '이메일 주소',
  caption: '마감 임박 · 3일 남음',
} as const satisfies Record<TypeRole, string>;

function TypeRoles() {
  return (
    <Stack space="3">
      {roles.map((role) => {
        const { fontSize, lineHeight, letterSpacing, fontWeight } = defaultTokens.type[role];
        return (
          <TokenRow
            key={role}
            name={role}
            value={`${Number.parseFloat(fontSize) * 16}px · 행간 ${lineHeight} · 자간 ${letterSpacing} · 굵기 ${fontWeight}`}
            sampleWidth="30rem"
            sample={<span style={{ ...vars.type[role], display: 'block' }}>{samples[role]}</span>}
          />
        );
      })}
    </Stack>
  );
}

/**
 * Text roles for Korean in Pretendard (self-hosted, dynamic subsets), `word-break: keep-all`: larger
 * type is set tighter in line height and tracking, running text at 1.7, and nothing under 13 px.
 * Components use the roles (`vars.type.label`), not loose sizes.
 */
const meta = {
  title: 'Foundations/Typography',
  component: TypeRoles,
  tags: ['autodocs'],
} satisfies Meta<typeof TypeRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sample = within(canvasElement).getByText(samples.body);
    await expect(getComputedStyle(sample).fontFamily).toMatch(/Pretendard/);
    await expect(getComputedStyle(sample).lineHeight).toBe('27.2px');
    await expect(getComputedStyle(within(canvasElement).getByText(samples.caption)).fontSize).toBe('13px');
    // The self-hosted font actually loads (not a silent fallback to a system face).
    await document.fonts.ready;
    await expect(document.fonts.check(`16px "Pretendard Variable"`, '나')).toBe(true);
  },
};
