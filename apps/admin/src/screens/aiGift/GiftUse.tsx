import { type ActionItem, type aiGifts, type EndpointData, TOOL_NAMES } from '@career/api-sdk';
import {
  Card,
  CopyButton,
  dateTimeOf,
  Fact,
  formColumn,
  Grid,
  Inline,
  periodOf,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@career/tools-ui';
import { GiftStateBadge, usesOf } from './states';

type Gift = EndpointData<typeof aiGifts.giftDetail>;
type Use = Gift['uses'][number] & { id: string };

/** A gift as it stands: its code to hand out, its state, and who used it for which tools, when. */
export function GiftUse({ gift }: { gift: Gift }) {
  const columns: TableColumn<Use>[] = [
    {
      id: 'tool',
      label: '도구',
      isRowHeader: true,
      render: (row) => TOOL_NAMES[row.action_item as ActionItem] ?? row.action_item,
    },
    { id: 'used_at', label: '처음 시작한 때', render: (row) => dateTimeOf(row.used_at) },
  ];
  return (
    <Card title="코드와 사용 현황" headingLevel={2} className={formColumn}>
      <Stack space="4">
        <Fact label="선물 코드">
          <Inline space="3" alignY="center">
            <span>{gift.code}</span>
            <CopyButton text={gift.code} label="코드 복사" />
          </Inline>
        </Fact>
        <Grid minItemWidth="12rem" space="4">
          <Fact label="상태">
            <GiftStateBadge state={gift.state} />
          </Fact>
          <Fact label="사용 기간">
            {gift.valid_from || gift.valid_until ? periodOf(gift.valid_from, gift.valid_until) : '제한 없음'}
          </Fact>
          <Fact label="로그인">{usesOf(gift)}</Fact>
          <Fact label="이용자">{gift.user ? gift.user.name : '아직 없음'}</Fact>
          <Fact label="마지막 로그인">{dateTimeOf(gift.last_used_at)}</Fact>
        </Grid>
        <Table
          label="이용자가 시작한 도구"
          columns={columns}
          rows={gift.uses.map((use) => ({ ...use, id: use.action_item }))}
          emptyState={<Text tone="muted">아직 시작한 도구가 없습니다.</Text>}
        />
      </Stack>
    </Card>
  );
}
