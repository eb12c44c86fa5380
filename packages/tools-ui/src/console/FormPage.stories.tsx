import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Card } from '../components/Card';
import { TextField } from '../components/TextField';
import type { Loaded } from '../tools/framework/Loaded';
import { FormPage, FormRecord } from './FormPage';
import { InDataRouter } from './fixtures/InDataRouter';
import { ToolChoice } from './ToolChoice';
import { useServerForm } from './useServerForm';

interface Coupon {
  name: string;
  tools: string[];
}

interface PageProps {
  /** The record as `useLoaded` gives it: none for a new one. */
  record: Loaded<Coupon>;
  onSend(values: Coupon): void;
}

const reload = { retry: () => {}, refresh: () => {} };

function CouponPage({ record, onSend }: PageProps) {
  return (
    <FormRecord value={record} title="쿠폰 수정" what="쿠폰 정보">
      {(coupon) => <CouponEditor coupon={coupon} onSend={onSend} />}
    </FormRecord>
  );
}

function CouponEditor({ coupon, onSend }: { coupon: Coupon | null; onSend(values: Coupon): void }) {
  const form = useServerForm({ name: coupon?.name ?? '', tools: coupon?.tools ?? [] });
  return (
    <FormPage
      title={coupon ? '쿠폰 수정' : '쿠폰 등록'}
      context={coupon ? coupon.name : '코드 하나를 등록한 사용자는 묶음이 주는 도구를 이용할 수 있습니다.'}
      onSubmit={() =>
        form.submit(async (values) => {
          onSend(values);
          return { code: 200, message: '', data: values };
        })
      }
      saving={form.saving}
      submitLabel={coupon ? '바꾼 내용 저장' : '쿠폰 등록'}
      back={{ to: '/list', label: '목록으로' }}
    >
      <Card title="쿠폰 묶음" headingLevel={2}>
        <TextField label="묶음 이름" isRequired {...form.field('name')} />
      </Card>
      <ToolChoice
        form={form}
        tools={['job-card', 'self-introduce']}
        title="주는 도구"
        description="이용권이 있어야 하는 도구만 쿠폰으로 줄 수 있습니다."
      />
    </FormPage>
  );
}

/**
 * A back office's page of one form (decision 050): the record loaded first (FormRecord), the
 * heading and what saving does, the cards of fields (a record's tools in ToolChoice), save and the
 * way back.
 */
const meta = {
  title: 'Console/FormPage',
  component: CouponPage,
  tags: ['autodocs'],
  render: (args) => <InDataRouter page={<CouponPage {...args} />} listHeading="쿠폰 목록" />,
  args: { record: { status: 'none', ...reload }, onSend: fn() },
} satisfies Meta<typeof CouponPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: typed and chosen, sent as they are. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '쿠폰 등록' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /묶음 이름/ }), '취업캠프');
    await userEvent.click(canvas.getByRole('checkbox', { name: '자기소개서' }));
    await userEvent.click(canvas.getByRole('button', { name: '쿠폰 등록' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ name: '취업캠프', tools: ['self-introduce'] }));
  },
};

/** An existing record: its values filled in and its tools ticked. */
export const Edit: Story = {
  args: { record: { status: 'ready', data: { name: '봄 캠프', tools: ['job-card'] }, ...reload } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '쿠폰 수정' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /묶음 이름/ })).toHaveValue('봄 캠프');
    await expect(canvas.getByRole('checkbox', { name: '직업 카드' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: '목록으로' })).toBeVisible();
  },
};

/** The record could not be loaded: the page keeps its heading, and the failure says what and offers a retry. */
export const RecordFailed: Story = {
  args: { record: { status: 'error', message: '서버에 연결하지 못했습니다.', code: null, ...reload } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '쿠폰 수정' })).toBeVisible();
    await expect(canvas.getByText('쿠폰 정보를 불러오지 못했습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};
