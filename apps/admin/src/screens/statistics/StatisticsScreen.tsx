import {
  type admin,
  csvFilename,
  csvOf,
  type EndpointData,
  routes,
  TOOL_NAMES,
  TREND_MAX_DAYS,
  TREND_UNITS,
  todayInKorea,
} from '@career/api-sdk';
import {
  Button,
  Card,
  Form,
  Heading,
  Inline,
  Loaded,
  Select,
  Stack,
  saveBlob,
  Table,
  type TableColumn,
  Text,
  TextField,
  TrendChart,
  useListQuery,
  useLoaded,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';

type Statistics = EndpointData<typeof admin.statistics>;
type Trend = EndpointData<typeof admin.usageTrend>;
type Unit = (typeof TREND_UNITS)[number];
type Usage = { id: string | number; name: string; started: number; completed: number; users: number };

const UNIT_NAMES: Record<Unit, string> = { day: '일별', week: '주별', month: '월별' };

/** Today in Korea, and the day `days` before it, as YYYY-MM-DD. */
function koreanDay(daysBefore = 0): string {
  return todayInKorea(new Date(Date.now() - daysBefore * 86_400_000));
}

/** A period's axis label: 3/1 for a day or week, 2026.3 for a month. */
const periodLabel = (period: string, unit: Unit) => {
  const [year, month, day] = period.split('-').map(Number);
  return unit === 'month' ? `${year}.${month}` : `${month}/${day}${unit === 'week' ? '~' : ''}`;
};

const completion = (row: { started: number; completed: number }) =>
  row.started === 0 ? '-' : `${Math.round((100 * row.completed) / row.started)}%`;

function usageColumns(label: string, link?: (row: Usage) => string): TableColumn<Usage>[] {
  return [
    {
      id: 'name',
      label,
      isRowHeader: true,
      render: (row) => (link ? <Link to={link(row)}>{row.name}</Link> : row.name),
    },
    { id: 'started', label: '시작', align: 'end', render: (row) => row.started.toLocaleString('ko-KR') },
    { id: 'completed', label: '완료', align: 'end', render: (row) => row.completed.toLocaleString('ko-KR') },
    { id: 'rate', label: '완료율', align: 'end', render: completion },
    // Estimated over the range (decision 053): the heading says so.
    { id: 'users', label: '이용자(추정)', align: 'end', render: (row) => row.users.toLocaleString('ko-KR') },
  ];
}

export interface StatisticsScreenProps {
  /** Whose figures the screen lists besides the tools. */
  by: 'all' | 'university' | 'instructor';
}

const TITLES = { all: '통계', university: '대학 통계', instructor: '강사 통계' } as const;

/**
 * /admin/statistics, /statistics/university, /statistics/instructor: a range and a unit in the
 * address, the trend (chart, table, CSV), and the range's figures per tool and per university or
 * instructor; choosing one narrows the trend to it.
 */
export function StatisticsScreen({ by }: StatisticsScreenProps) {
  const query = useListQuery();
  const from = query.get('from') || koreanDay(29);
  const to = query.get('to') || koreanDay();
  const unit = (TREND_UNITS as readonly string[]).includes(query.get('unit')) ? (query.get('unit') as Unit) : 'day';
  const subject = by === 'university' ? 'university_id' : by === 'instructor' ? 'instructor_id' : null;
  const subjectId = subject ? query.get(subject) : '';
  const filters = { from, to, ...(subject && subjectId ? { [subject]: subjectId } : {}) };
  const key = JSON.stringify({ ...filters, unit });
  const trend = useLoaded(() => api.load(routes.admin.usageTrend, { query: { ...filters, unit } }), key);
  const figures = useLoaded(() => api.load(routes.admin.statistics, { query: { from, to } }), `${from}/${to}`);
  const [range, setRange] = useState({ from, to });

  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>{TITLES[by]}</Heading>
        <Text tone="muted">
          한국 날짜 기준입니다. 시작은 그 기간에 시작한 검사, 완료는 그 기간에 마친 검사, 이용자는 검사를 시작한 사람
          수입니다. 기간 합계와 표의 이용자는 빨리 세기 위한 추정치로, 실제와 보통 3% 안팎 다릅니다.
        </Text>
      </Stack>
      <Form onSubmit={() => query.update({ from: range.from, to: range.to })}>
        <Inline space="3" alignY="bottom" wrap>
          <TextField
            label="시작일"
            type="date"
            value={range.from}
            onChange={(value) => setRange({ ...range, from: value })}
          />
          <TextField
            label="종료일"
            type="date"
            value={range.to}
            onChange={(value) => setRange({ ...range, to: value })}
          />
          <Button type="submit" variant="secondary">
            기간 적용
          </Button>
          <Select
            label="단위"
            options={TREND_UNITS.map((id) => ({ id, label: `${UNIT_NAMES[id]} (최대 ${TREND_MAX_DAYS[id]}일)` }))}
            selectedKey={unit}
            onSelectionChange={(value) => query.update({ unit: String(value) })}
          />
        </Inline>
      </Form>
      <Card title="이용 추이" headingLevel={2}>
        <Loaded value={trend} failed="추이를 불러오지 못했습니다" loading={{ label: '추이를 불러오는 중', lines: 5 }}>
          {(data) => <TrendView trend={data} subjectName={subjectName(figures, by, subjectId)} />}
        </Loaded>
      </Card>
      <Loaded value={figures} failed="통계를 불러오지 못했습니다" loading={{ label: '통계를 불러오는 중', lines: 6 }}>
        {(data) => <Figures figures={data} by={by} />}
      </Loaded>
    </Stack>
  );
}

function subjectName(figures: ReturnType<typeof useLoaded<Statistics>>, by: StatisticsScreenProps['by'], id: string) {
  if (figures.status !== 'ready' || !id) return null;
  const rows = by === 'university' ? figures.data.universities : by === 'instructor' ? figures.data.instructors : [];
  return rows.find((row) => String(row.id) === id)?.name ?? null;
}

function TrendView({ trend, subjectName }: { trend: Trend; subjectName: string | null }) {
  const unit = trend.unit;
  const title = `${subjectName ? `${subjectName} · ` : ''}${UNIT_NAMES[unit]} 검사 이용 (${trend.from} ~ ${trend.to})`;
  const download = () =>
    saveBlob(
      new Blob(
        [
          csvOf(
            [
              { label: '기간 시작일', value: (point: Trend['points'][number]) => point.period },
              { label: '시작', value: (point: Trend['points'][number]) => point.started },
              { label: '완료', value: (point: Trend['points'][number]) => point.completed },
              { label: '이용자', value: (point: Trend['points'][number]) => point.users },
            ],
            trend.points,
          ),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      csvFilename(`이용추이_${UNIT_NAMES[unit]}_${trend.from}_${trend.to}`),
    );
  return (
    <Stack space="3">
      <TrendChart
        title={title}
        unit="건"
        series={[
          { key: 'started', label: '시작', tone: 'brand' },
          { key: 'completed', label: '완료', tone: 'accent' },
        ]}
        points={trend.points.map((point) => ({
          label: periodLabel(point.period, unit),
          values: { started: point.started, completed: point.completed },
        }))}
      />
      <div>
        <Button size="sm" variant="secondary" onPress={download}>
          CSV 내려받기
        </Button>
      </div>
    </Stack>
  );
}

function Figures({ figures, by }: { figures: Statistics; by: StatisticsScreenProps['by'] }) {
  const tools: Usage[] = figures.tools.map((row) => ({
    ...row,
    id: row.action_item,
    name: TOOL_NAMES[row.action_item],
  }));
  const people: Usage[] = by === 'university' ? figures.universities : by === 'instructor' ? figures.instructors : [];
  const subject = by === 'university' ? 'university_id' : 'instructor_id';
  const pick = (row: Usage) => {
    const search = new URLSearchParams(window.location.search);
    search.set(subject, String(row.id));
    return `?${search.toString()}`;
  };
  return (
    <>
      <Card
        title={`기간 합계: 시작 ${figures.totals.started.toLocaleString('ko-KR')} · 완료 ${figures.totals.completed.toLocaleString('ko-KR')} · 이용자 ${figures.totals.users > 0 ? '약 ' : ''}${figures.totals.users.toLocaleString('ko-KR')}명`}
        headingLevel={2}
      >
        <Table
          label="도구별 이용"
          columns={usageColumns('도구')}
          rows={tools}
          emptyState={<Text tone="muted">이 기간에 시작하거나 마친 검사가 없습니다.</Text>}
        />
      </Card>
      {by === 'all' ? null : (
        <Card
          title={by === 'university' ? '대학별 이용' : '강사별 이용'}
          headingLevel={2}
          description={`${by === 'university' ? '대학' : '강사'} 이름을 누르면 위 추이가 그 ${by === 'university' ? '대학' : '강사'}만 보여 줍니다.`}
        >
          <Table
            label={by === 'university' ? '대학별 이용' : '강사별 이용'}
            columns={usageColumns(by === 'university' ? '대학' : '강사', pick)}
            rows={people}
            emptyState={<Text tone="muted">이 기간에 이용한 {by === 'university' ? '대학' : '강사'}이 없습니다.</Text>}
          />
        </Card>
      )}
    </>
  );
}

export const Statistics = () => <StatisticsScreen by="all" />;
export const UniversityStatistics = () => <StatisticsScreen by="university" />;
export const InstructorStatistics = () => <StatisticsScreen by="instructor" />;
