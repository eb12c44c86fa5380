import { type CouponGroup, GRANTED_TOOLS, routes } from '@career/api-sdk';
import {
  Card,
  FormPage,
  FormRecord,
  Inline,
  optional,
  periodOf,
  Stack,
  Text,
  Textarea,
  TextField,
  ToolChoice,
  typedNumber,
  UserText,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';

/** /admin/coupon/write and /admin/coupon/{couponGroupId}/edit. */
export function CouponForm() {
  const { couponGroupId } = useParams();
  const loaded = useLoaded(
    () => (couponGroupId ? api.load(routes.coupons.groupDetail, { params: { id: couponGroupId } }) : null),
    couponGroupId,
  );
  return (
    <FormRecord value={loaded} title="쿠폰 수정" what="쿠폰 정보">
      {(group) => <CouponEditor group={group} />}
    </FormRecord>
  );
}

function CouponEditor({ group }: { group: CouponGroup | null }) {
  const navigate = useNavigate();
  const form = useServerForm({
    name: group?.name ?? '',
    tools: (group?.tools ?? []) as string[],
    valid_from: group?.valid_from ?? '',
    valid_until: group?.valid_until ?? '',
    code_count: '',
    uses_per_code: String(group?.uses_per_code ?? 1),
    memo: group?.memo ?? '',
  });
  const { values } = form;
  const save = async () => {
    const common = {
      name: values.name,
      uses_per_code: typedNumber(values.uses_per_code) as number,
      valid_from: values.valid_from,
      valid_until: values.valid_until,
      memo: optional(values.memo),
    };
    const tools = values.tools as CouponGroup['tools'];
    const saved = await form.submit(() =>
      group
        ? api.call(routes.coupons.groupUpdate, {
            params: { id: String(group.id) },
            // A group's tools stay as they are once a code was used (the server refuses a change).
            body: { ...common, ...(group.tools_locked ? {} : { tools }) },
          })
        : api.call(routes.coupons.groupCreate, {
            body: { ...common, tools, code_count: typedNumber(values.code_count) as number },
          }),
    );
    if (saved) navigate(`/coupon/${saved.id}`, { replace: !group });
  };
  return (
    <FormPage
      title={group ? '쿠폰 수정' : '쿠폰 등록'}
      context={
        group ? (
          <>
            <UserText>{group.name}</UserText> · 코드 {group.code_count.toLocaleString('ko-KR')}개 ·{' '}
            {periodOf(group.valid_from, group.valid_until)}
          </>
        ) : (
          '쿠폰 묶음을 등록하면 정한 수만큼 코드가 만들어집니다. 코드 하나를 등록한 사용자는 묶음이 주는 도구를 이용할 수 있습니다.'
        )
      }
      onSubmit={save}
      saving={form.saving}
      submitLabel={group ? '바꾼 내용 저장' : '쿠폰 등록'}
      back={group ? { to: `/coupon/${group.id}`, label: '쿠폰 상세로' } : { to: '/coupon', label: '목록으로' }}
    >
      <Card title="쿠폰 묶음" headingLevel={2}>
        <Stack space="4">
          <TextField
            label="묶음 이름"
            isRequired
            maxLength={50}
            description="예: 2026 취업캠프 참가자 쿠폰"
            {...form.field('name')}
          />
          <Inline space="3" alignY="top" wrap>
            <TextField label="사용 시작일" type="date" isRequired {...form.field('valid_from')} />
            <TextField label="사용 마지막 날" type="date" isRequired {...form.field('valid_until')} />
          </Inline>
          <Text size="sm" tone="muted">
            두 날 모두 포함하며, 한국 시간으로 셉니다. 기간이 지나도 이미 받은 도구는 그대로입니다.
          </Text>
          <Textarea label="메모 (선택)" maxLength={500} rows={3} {...form.field('memo')} />
        </Stack>
      </Card>
      <ToolChoice
        form={form}
        tools={GRANTED_TOOLS}
        title="주는 도구"
        description={
          group?.tools_locked
            ? '이미 사용된 코드가 있어 주는 도구를 바꿀 수 없습니다. 다른 도구가 필요하면 새 쿠폰 묶음을 만들어 주세요.'
            : '이용권이 있어야 하는 도구만 쿠폰으로 줄 수 있습니다. 나머지 도구는 누구나 쓸 수 있습니다.'
        }
        isDisabled={group?.tools_locked}
      />
      <Card title="코드" headingLevel={2}>
        <Stack space="4">
          <Inline space="3" alignY="top" wrap>
            {group ? null : (
              <TextField
                label="만들 코드 수"
                inputMode="numeric"
                isRequired
                description="만든 뒤에는 바꿀 수 없습니다"
                {...form.field('code_count')}
              />
            )}
            <TextField
              label="코드 하나를 쓸 수 있는 횟수"
              inputMode="numeric"
              isRequired
              description="한 사람은 묶음마다 한 번 씁니다"
              {...form.field('uses_per_code')}
            />
          </Inline>
          {group ? (
            <Text size="sm" tone="muted">
              코드 {group.code_count.toLocaleString('ko-KR')}개를 만들었습니다. 코드 수는 바꿀 수 없습니다.
            </Text>
          ) : null}
        </Stack>
      </Card>
    </FormPage>
  );
}
