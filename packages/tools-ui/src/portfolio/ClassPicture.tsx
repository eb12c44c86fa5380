import type { EndpointData, university } from '@career/api-sdk';
import { BarChart } from '../components/BarChart';
import { Card } from '../components/Card';
import { Grid } from '../components/Grid';
import { Stack } from '../components/Stack';
import { Table, type TableColumn } from '../components/Table';
import { Text } from '../components/Text';

export type ClassPictureData = EndpointData<typeof university.picture>;
type Picture = ClassPictureData['days'][number]['picture'];
type Distribution = Picture['interest'];

/** '2026-03-15' → '3월 15일'. */
const dayName = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;
const countText = (count: number | null, small: number) => (count === null ? `${small}명 미만` : `${count}명`);

interface Row {
  id: string;
  label: string;
  counts: (number | null)[];
}

/**
 * One distribution of the class on each day asked: bars for the latest day (a bin of fewer than the
 * small group is not drawn), and the table of every bin on every day, "5명 미만" where a figure would
 * describe fewer people.
 */
function DistributionCard({
  title,
  description,
  days,
  pick,
  small,
}: {
  title: string;
  description: string;
  days: ClassPictureData['days'];
  pick: (picture: Picture) => Distribution;
  small: number;
}) {
  const latest = days.at(-1);
  const now = latest ? pick(latest.picture) : null;
  if (!latest || !now) return null;
  const hidden = now.people === null;
  const keys = [...new Map(days.flatMap((day) => pick(day.picture).bins.map((bin) => [bin.key, bin.label]))).entries()];
  const rows: Row[] = keys.map(([key, label]) => ({
    id: key,
    label,
    counts: days.map((day) => {
      const dist = pick(day.picture);
      if (dist.people === null) return null;
      // A bin of fewer than the small group comes as null and stays so; one not there is nobody.
      const bin = dist.bins.find((entry) => entry.key === key);
      return bin ? bin.count : 0;
    }),
  }));
  const columns: TableColumn<Row>[] = [
    { id: 'label', label: '항목', isRowHeader: true, render: (row) => row.label },
    ...days.map((day, index) => ({
      id: `day-${index}`,
      label: dayName(day.day),
      render: (row: Row) => countText(row.counts[index] ?? null, small),
    })),
  ];
  const peopleLine = days
    .map((day) => {
      const people = pick(day.picture).people;
      return `${dayName(day.day)} ${people === null ? `${small}명 미만` : `${people}명`}`;
    })
    .join(', ');
  const drawn = now.bins.filter((bin) => bin.count !== null && bin.count > 0);
  // A bar's length is its share of the people with the result.
  const max = Math.max(1, now.people ?? 0);
  return (
    <Card title={title} headingLevel={3} description={description}>
      <Stack space="3">
        <Text size="sm" tone="muted">
          결과가 있는 학생: {peopleLine}
        </Text>
        {now.people === 0 ? (
          <Text tone="muted">아직 이 결과가 있는 학생이 없습니다.</Text>
        ) : hidden ? (
          <Text tone="muted">
            결과가 있는 학생이 {small}명 미만이라 분포를 보여 주지 않습니다. 한 사람의 결과가 드러나지 않도록 합니다.
          </Text>
        ) : (
          <>
            {drawn.length === 0 ? (
              <Text size="sm" tone="muted">
                {dayName(latest.day)} 기준으로 {small}명 이상인 항목이 없어 막대를 그리지 않습니다.
              </Text>
            ) : (
              <BarChart
                title={`${dayName(latest.day)} 기준 (명)`}
                data={drawn.map((bin) => ({ label: bin.label, value: bin.count ?? 0 }))}
                max={max}
                valueLabel="사람 수"
                format={(value) => `${value}명`}
              />
            )}
            <Table label={`${title}: 날짜별 사람 수`} columns={columns} rows={rows} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The distributions the picture shows, in its order. */
const DISTRIBUTIONS: readonly { title: string; description: string; pick(picture: Picture): Distribution }[] = [
  {
    title: '흥미 유형 1순위',
    description: '성격 유형과 직업 카드 가운데 가장 최근 결과의 흥미 코드 첫 글자',
    pick: (picture) => picture.interest,
  },
  { title: '커리어 앵커 1순위', description: '커리어 앵커의 첫째 앵커', pick: (picture) => picture.anchors },
  {
    title: '가장 강한 코어',
    description: '코어 컬러링의 강한 코어 (한 사람이 여러 코어에 셉니다)',
    pick: (picture) => picture.cores,
  },
  {
    title: '준비도: 정보',
    description: '커리어 모델에서 상담사가 확인한 준비도',
    pick: (picture) => picture.readiness.info,
  },
  {
    title: '준비도: 적합성',
    description: '커리어 모델에서 상담사가 확인한 준비도',
    pick: (picture) => picture.readiness.fit,
  },
  {
    title: '준비도: 계획',
    description: '커리어 모델에서 상담사가 확인한 준비도',
    pick: (picture) => picture.readiness.plan,
  },
];

/**
 * The class as its latest results describe it (issue 39, decision 059): interest types, anchors,
 * strongest cores, the readiness check and the occupations aimed at, on a day and, when asked, on
 * an earlier one to see the change. Counts of people only; nothing about fewer than 5.
 */
export function ClassPicture({ data }: { data: ClassPictureData }) {
  const small = data.small_group;
  const latest = data.days.at(-1);
  const occupations = latest?.picture.occupations;
  return (
    <Stack space="4">
      <Text tone="muted">
        참여자 {data.participants}명 각자의 가장 최근 결과로 셉니다. 사람 수만 보이고 누구의 답인지는 보이지 않으며,{' '}
        {small}명 미만을 말하는 숫자는 ‘{small}명 미만’으로 적습니다.
      </Text>
      <Grid minItemWidth="22rem" space="4">
        {DISTRIBUTIONS.map((entry) => (
          <DistributionCard key={entry.title} {...entry} days={data.days} small={small} />
        ))}
      </Grid>
      <Card
        title="여럿이 목표로 한 직업"
        headingLevel={3}
        description="커리어 모델, 구직 탐색, 셀링 포인트에서 목표로 한 직업"
      >
        {!occupations || occupations.people === 0 ? (
          <Text tone="muted">아직 목표 직업을 정한 학생이 없습니다.</Text>
        ) : occupations.people === null ? (
          <Text tone="muted">목표 직업을 정한 학생이 {small}명 미만이라 보여 주지 않습니다.</Text>
        ) : occupations.items.length === 0 ? (
          <Text tone="muted">
            목표 직업을 정한 학생 {occupations.people}명 가운데 {small}명 이상이 함께 고른 직업은 없습니다.
          </Text>
        ) : (
          <BarChart
            title={`목표 직업을 정한 학생 ${occupations.people}명 가운데 (명)`}
            data={occupations.items.map((item) => ({ label: item.name, value: item.count }))}
            max={occupations.people}
            valueLabel="사람 수"
            format={(value) => `${value}명`}
          />
        )}
      </Card>
    </Stack>
  );
}
