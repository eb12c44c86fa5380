import { type EndpointData, type instructorWork, routes } from '@career/api-sdk';
import {
  Button,
  Card,
  ClassTable,
  FeeStatement,
  Form,
  Heading,
  Inline,
  InstructorSummary,
  Loaded,
  linkButton,
  Stack,
  Text,
  TextField,
  useLoaded,
  useScreenTitleFrom,
  useServerForm,
} from '@career/tools-ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import { thisYear } from './today';

type Statement = EndpointData<typeof instructorWork.lectureFee>;

/** The instructor's classes at a glance: this year's figures, every class, and a statement of fees. */
export function ClassesHome() {
  // The views of /instructor-modal/class share its route: each names itself in the tab title.
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenTitleFrom(heading);
  const year = thisYear();
  const dashboard = useLoaded(() => api.load(routes.instructorWork.dashboard, { body: year }), year.from);
  const classes = useLoaded(() => api.load(routes.instructorWork.classList), 'classes');
  return (
    <Stack space="8">
      <Stack space="2">
        <Heading level={1} ref={heading}>
          수업
        </Heading>
        <Text tone="muted">
          수업을 등록하고 참여자를 더한 뒤, 참여자 한 명을 골라 도구를 진행합니다. 강사료 입금과 세금계산서 정보도
          수업마다 적어 둡니다.
        </Text>
      </Stack>
      <section aria-labelledby="instructor-year">
        <Stack space="3">
          <Heading level={2} id="instructor-year">
            {year.from.slice(0, 4)}년 한눈에 보기
          </Heading>
          <Loaded
            value={dashboard}
            failed="요약을 불러오지 못했습니다"
            loading={{ label: '요약을 불러오는 중', lines: 3 }}
          >
            {(data) => <InstructorSummary dashboard={data} />}
          </Loaded>
        </Stack>
      </section>
      <section aria-labelledby="instructor-classes">
        <Stack space="3">
          <Inline space="3" alignY="center" align="between">
            <Heading level={2} id="instructor-classes">
              내 수업
            </Heading>
            <Link to="?class=new" className={linkButton({ variant: 'primary', size: 'md' })}>
              수업 등록
            </Link>
          </Inline>
          <Loaded
            value={classes}
            failed="수업을 불러오지 못했습니다"
            loading={{ label: '수업을 불러오는 중', lines: 4 }}
          >
            {(data) => (
              <ClassTable
                label="내 수업"
                classes={data.classes}
                renderName={(found) => <Link to={`?class=${found.id}`}>{found.name}</Link>}
                emptyState={<Text tone="muted">아직 수업이 없습니다. 수업을 등록해 주세요.</Text>}
              />
            )}
          </Loaded>
        </Stack>
      </section>
      <FeeStatementCard />
    </Stack>
  );
}

/** Lecture fees over a period the instructor picks (this year to begin with). */
function FeeStatementCard() {
  const form = useServerForm(thisYear());
  // This year's statement on arrival; a period asked for replaces it with what its call answered.
  const firstYear = useLoaded(() => api.load(routes.instructorWork.lectureFee, { body: thisYear() }), 'this-year');
  const [asked, setAsked] = useState<Statement | null>(null);
  const statement: Loaded<Statement> = asked
    ? { status: 'ready', data: asked, retry: firstYear.retry, refresh: firstYear.refresh }
    : firstYear;
  const show = async () => {
    const shown = await form.submit(() => api.call(routes.instructorWork.lectureFee, { body: form.values }));
    if (shown) setAsked(shown);
  };
  return (
    <Card
      title="강사료 내역"
      headingLevel={2}
      description="기간 안에 시작한 수업의 강사료입니다. 취소한 수업은 빠집니다."
    >
      <Stack space="4">
        <Form onSubmit={show}>
          <Inline space="3" alignY="bottom" wrap>
            <TextField label="시작일" type="date" {...form.field('from')} />
            <TextField label="종료일" type="date" {...form.field('to')} />
            <Button type="submit" variant="secondary" isLoading={form.saving} loadingLabel="불러오는 중">
              이 기간 보기
            </Button>
          </Inline>
        </Form>
        <Loaded
          value={statement}
          failed="강사료 내역을 불러오지 못했습니다"
          loading={{ label: '강사료 내역을 불러오는 중', lines: 3 }}
        >
          {(data) => <FeeStatement classes={data.classes} totals={data.totals} />}
        </Loaded>
      </Stack>
    </Card>
  );
}
