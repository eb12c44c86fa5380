import { type CouponGroup, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  Card,
  dateOf,
  Fact,
  Grid,
  Heading,
  Inline,
  Loaded,
  linkButton,
  periodOf,
  Stack,
  Text,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../AuditTrail';
import { RevokeCard } from '../RevokeCard';
import { CouponCodes } from './CouponCodes';
import { GroupStateBadge } from './states';

/** /admin/coupon/{couponGroupId}: a coupon group, how its codes were used, its codes, revocation and changes. */
export function CouponDetail() {
  const groupId = useParams().couponGroupId ?? '';
  const loaded = useLoaded(() => api.load(routes.coupons.groupDetail, { params: { id: groupId } }), groupId);
  if (loaded.status === 'ready') return <GroupDetail group={loaded.data} reload={loaded.retry} />;
  return (
    <Stack space="5">
      <Heading level={1}>쿠폰 상세</Heading>
      <Loaded
        value={loaded}
        failed="쿠폰 묶음을 불러오지 못했습니다"
        loading={{ label: '쿠폰 묶음을 불러오는 중', lines: 8 }}
      />
    </Stack>
  );
}

function GroupDetail({ group, reload }: { group: CouponGroup; reload(): void }) {
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>쿠폰 상세</Heading>
        <Inline space="2" alignY="center">
          <Text tone="muted">
            <UserText>{group.name}</UserText> · 만든 날 {dateOf(group.created_at)}
          </Text>
          <GroupStateBadge state={group.state} />
        </Inline>
      </Stack>
      <Card
        title="쿠폰 묶음"
        headingLevel={2}
        actions={
          <Link to={`/coupon/${group.id}/edit`} className={linkButton({ variant: 'secondary', size: 'sm' })}>
            쿠폰 수정
          </Link>
        }
      >
        <Stack space="4">
          <Grid minItemWidth="15rem" space="4">
            <Fact label="주는 도구">{group.tools.map((tool) => TOOL_NAMES[tool]).join(', ')}</Fact>
            <Fact label="사용 기간">{periodOf(group.valid_from, group.valid_until)}</Fact>
            <Fact label="코드당 사용 횟수">{group.uses_per_code}번</Fact>
            <Fact label="사용한 코드">
              {group.redeemed_codes.toLocaleString('ko-KR')} / {group.code_count.toLocaleString('ko-KR')}개
            </Fact>
            <Fact label="등록한 사람">{group.redemptions.toLocaleString('ko-KR')}명</Fact>
            <Fact label="회수한 코드">{group.revoked_codes.toLocaleString('ko-KR')}개</Fact>
          </Grid>
          {group.memo ? <Fact label="메모">{group.memo}</Fact> : null}
        </Stack>
      </Card>
      <Card
        title={`코드 ${group.code_count.toLocaleString('ko-KR')}개`}
        headingLevel={2}
        description="코드를 나눠 주면, 받은 사람이 로그인한 뒤 도구 화면이나 내 도구 화면에서 등록합니다."
      >
        <CouponCodes group={group} onChanged={reload} />
      </Card>
      <RevokeCard
        what={`쿠폰 묶음 "${group.name}"`}
        effect="남은 코드를 더 이상 등록할 수 없습니다. 이미 등록한 사람이 받은 도구는 그대로입니다."
        revokedAt={group.revoked_at}
        onRevoke={(reason) =>
          api.call(routes.coupons.groupRevoke, { params: { id: String(group.id) }, body: { reason } }, { unwrap: true })
        }
        onRevoked={reload}
      />
      <AuditTrail entity="coupon_group" entityId={group.id} />
    </Stack>
  );
}
