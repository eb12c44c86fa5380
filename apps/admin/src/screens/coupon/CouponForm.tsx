import { type CouponGroup, GRANTED_TOOLS, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  Button,
  Card,
  Checkbox,
  formColumn,
  GroupError,
  Heading,
  Inline,
  Loaded,
  linkButton,
  optional,
  periodOf,
  Stack,
  Text,
  Textarea,
  TextField,
  typedNumber,
  UserText,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';

/** /admin/coupon/write and /admin/coupon/{couponGroupId}/edit. */
export function CouponForm() {
  const { couponGroupId } = useParams();
  const loaded = useLoaded(
    () => (couponGroupId ? api.load(routes.coupons.groupDetail, { params: { id: couponGroupId } }) : null),
    couponGroupId,
  );
  if (loaded.status === 'loading' || loaded.status === 'error')
    return (
      <Stack space="5">
        <Heading level={1}>쿠폰 수정</Heading>
        <Loaded
          value={loaded}
          failed="쿠폰 정보를 불러오지 못했습니다"
          loading={{ label: '쿠폰 정보를 불러오는 중', lines: 6 }}
        />
      </Stack>
    );
  return <CouponEditor group={loaded.status === 'ready' ? loaded.data : null} />;
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
  const toggleTool = (tool: string, on: boolean) =>
    form.set('tools', on ? [...values.tools, tool] : values.tools.filter((held) => held !== tool));
  const back = group ? `/coupon/${group.id}` : '/coupon';
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>{group ? '쿠폰 수정' : '쿠폰 등록'}</Heading>
        <Text tone="muted">
          {group ? (
            <>
              <UserText>{group.name}</UserText> · 코드 {group.code_count.toLocaleString('ko-KR')}개 ·{' '}
              {periodOf(group.valid_from, group.valid_until)}
            </>
          ) : (
            '쿠폰 묶음을 등록하면 정한 수만큼 코드가 만들어집니다. 코드 하나를 등록한 사용자는 묶음이 주는 도구를 이용할 수 있습니다.'
          )}
        </Text>
      </Stack>
      <form
        className={formColumn}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack space="5">
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
          <Card
            title="주는 도구"
            headingLevel={2}
            description={
              group?.tools_locked
                ? '이미 사용된 코드가 있어 주는 도구를 바꿀 수 없습니다. 다른 도구가 필요하면 새 쿠폰 묶음을 만들어 주세요.'
                : '이용권이 있어야 하는 도구만 쿠폰으로 줄 수 있습니다. 나머지 도구는 누구나 쓸 수 있습니다.'
            }
          >
            <Stack space="2">
              {GRANTED_TOOLS.map((tool) => (
                <Checkbox
                  key={tool}
                  isSelected={values.tools.includes(tool)}
                  isDisabled={group?.tools_locked}
                  onChange={(on) => toggleTool(tool, on)}
                >
                  {TOOL_NAMES[tool]}
                </Checkbox>
              ))}
              <GroupError message={form.error('tools')} />
            </Stack>
          </Card>
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
          <Inline space="2">
            <Button type="submit" variant="primary" isLoading={form.saving} loadingLabel="저장하는 중">
              {group ? '바꾼 내용 저장' : '쿠폰 등록'}
            </Button>
            <Link to={back} className={linkButton({ variant: 'ghost' })}>
              {group ? '쿠폰 상세로' : '목록으로'}
            </Link>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
