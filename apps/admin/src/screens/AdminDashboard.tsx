import { type admin, type EndpointData, routes } from '@career/api-sdk';
import { identities } from '@career/session';
import {
  Card,
  dateTimeOf,
  Grid,
  Heading,
  Loaded,
  linkButton,
  Stack,
  Text,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../api';

type Figures = EndpointData<typeof admin.dashboard>;

const number = (value: number) => value.toLocaleString('ko-KR');

function Figure({ title, today, month, to }: { title: string; today: number; month: number; to?: string }) {
  return (
    <Card title={title} headingLevel={2}>
      <Stack space="1">
        <Text size="lg" weight="bold">
          오늘 {number(today)}
        </Text>
        <Text tone="muted">이번 달 {number(month)}</Text>
        {to ? (
          <Link to={to} className={linkButton({ variant: 'ghost', size: 'sm' })}>
            목록 보기
          </Link>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The admin landing: today's and this month's figures (Korean days), with links into each list. */
export function AdminDashboard() {
  const names = useSnapshot(identities);
  const loaded = useLoaded(() => api.load(routes.admin.dashboard), 'dashboard');
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>대시보드</Heading>
        <Text tone="muted">
          <UserText>{names.admin}</UserText>님, 오늘과 이번 달의 현황입니다(한국 시간 기준).
        </Text>
      </Stack>
      <Loaded value={loaded} failed="현황을 불러오지 못했습니다" loading={{ label: '현황을 불러오는 중', lines: 6 }}>
        {(figures) => <DashboardFigures figures={figures} />}
      </Loaded>
    </Stack>
  );
}

function DashboardFigures({ figures }: { figures: Figures }) {
  return (
    <Stack space="5">
      <Grid minItemWidth="12rem" space="4">
        <Figure title="새 사용자" today={figures.new_users.today} month={figures.new_users.month} to="/user" />
        <Figure
          title="시작한 검사"
          today={figures.runs_started.today}
          month={figures.runs_started.month}
          to="/statistics"
        />
        <Figure
          title="완료한 검사"
          today={figures.runs_completed.today}
          month={figures.runs_completed.month}
          to="/statistics"
        />
        <Card title="운영 중" headingLevel={2}>
          <Stack space="1">
            <Text size="lg" weight="bold">
              학급 {number(figures.active_classes)}
            </Text>
            <Text tone="muted">대학 {number(figures.active_universities)}</Text>
            <Link to="/university" className={linkButton({ variant: 'ghost', size: 'sm' })}>
              대학 목록
            </Link>
          </Stack>
        </Card>
      </Grid>
      <Card
        title="최근 변경"
        headingLevel={2}
        actions={
          <Link to="/audit" className={linkButton({ variant: 'ghost', size: 'sm' })}>
            관리 기록 전체
          </Link>
        }
      >
        {figures.recent_changes.length === 0 ? (
          <Text tone="muted">아직 관리자가 바꾼 내용이 없습니다.</Text>
        ) : (
          <Stack as="ul" space="2">
            {figures.recent_changes.map((entry) => (
              <li key={entry.id}>
                <Text size="sm">
                  {dateTimeOf(entry.created_at)} · <UserText>{entry.admin_name}</UserText> ·{' '}
                  <UserText>{entry.summary}</UserText>
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
