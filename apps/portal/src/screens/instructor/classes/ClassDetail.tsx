import { type InstructorClass, routes } from '@career/api-sdk';
import {
  Button,
  Card,
  ClassStateBadge,
  classPeriodText,
  confirm,
  dateOf,
  Fact,
  Form,
  formColumn,
  Grid,
  Heading,
  Inline,
  isolated,
  Loaded,
  linkButton,
  Notice,
  Stack,
  Text,
  TextField,
  useLoaded,
  useScreenTitleFrom,
  useServerForm,
} from '@career/tools-ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import { ClassMoney } from './ClassMoney';
import { ClassParticipants } from './ClassParticipants';
import { ClassReport } from './ClassReport';

/** One class: what it is, its participants and their tools, its fee and tax data, and cancelling it. */
export function ClassDetail({ classId }: { classId: string }) {
  // The views of /instructor-modal/class share its route: each names itself in the tab title.
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenTitleFrom(heading);
  const loaded = useLoaded(
    () => api.load(routes.instructorWork.classParticipants, { params: { id: classId } }),
    classId,
  );
  // After a change the screen keeps what it showed until the class comes back (no flash, no lost scroll).
  const reload = () => loaded.refresh();
  const back = (
    <div>
      <Link to="/instructor-modal/class" className={linkButton({ variant: 'ghost', size: 'sm' })}>
        내 수업 목록으로
      </Link>
    </div>
  );
  if (loaded.status !== 'ready')
    return (
      <Stack space="4">
        {back}
        <Loaded
          value={loaded}
          failed="수업을 불러오지 못했습니다"
          loading={{ label: '수업을 불러오는 중', lines: 8 }}
        />
      </Stack>
    );
  const data = loaded.data;
  const found = data.class;
  const cancelled = found.state === 'cancelled';
  return (
    <Stack space="8">
      <Stack space="3">
        {back}
        <Inline space="3" alignY="center">
          <Heading level={1} ref={heading}>
            {found.name}
          </Heading>
          <ClassStateBadge state={found.state} />
        </Inline>
        <Grid minItemWidth="12rem" space="3">
          <Fact label="기관">{found.organization || '-'}</Fact>
          <Fact label="기간">{classPeriodText(found)}</Fact>
          <Fact label="장소">{found.place ?? '-'}</Fact>
          <Fact label="참여자">
            {found.capacity ? `${found.participant_count} / ${found.capacity}명` : `${found.participant_count}명`}
          </Fact>
        </Grid>
        {found.memo ? <Text tone="muted">{found.memo}</Text> : null}
        {cancelled ? null : (
          <div>
            <Link to={`?class=${found.id}&edit=1`} className={linkButton({ variant: 'secondary', size: 'sm' })}>
              수업 정보 고치기
            </Link>
          </div>
        )}
      </Stack>
      {found.cancelled ? (
        <Notice tone="warning" title={`${dateOf(found.cancelled.at)}에 취소한 수업입니다`}>
          <Text>
            까닭: {found.cancelled.reason.replace(/[.。]\s*$/, '')}. 참여자의 로그인 링크는 끝났고, 이미 한 도구의
            결과는 남아 있습니다.
          </Text>
        </Notice>
      ) : null}
      <ClassParticipants found={found} participants={data.participants} onChanged={reload} />
      {cancelled ? null : <ClassMoney found={found} onChanged={reload} />}
      <ClassReport key={found.tax?.invoice_email ?? ''} found={found} />
      {cancelled || found.managed || found.state === 'finished' ? null : (
        <CancelClass found={found} onCancelled={reload} />
      )}
    </Stack>
  );
}

function CancelClass({ found, onCancelled }: { found: InstructorClass; onCancelled(): void }) {
  const form = useServerForm({ reason: '' });
  const cancel = async () => {
    const sure = await confirm(
      `"${isolated(found.name)}" 수업을 취소할까요? 참여자 ${found.participant_count}명의 로그인 링크가 끝나고, 취소한 수업은 다시 열 수 없습니다.`,
      { title: '수업 취소', confirmLabel: '수업 취소', cancelLabel: '그대로 두기', tone: 'danger' },
    );
    if (!sure) return;
    const done = await form.submit(() =>
      api.call(routes.instructorWork.classCancel, { params: { id: String(found.id) }, body: form.values }),
    );
    if (done) onCancelled();
  };
  return (
    <Card title="수업 취소" headingLevel={2} description="기관 사정 등으로 열리지 않게 된 수업입니다. 기록은 남습니다.">
      <Form className={formColumn} onSubmit={cancel}>
        <Stack space="3">
          <TextField label="취소 까닭" isRequired maxLength={200} {...form.field('reason')} />
          <div>
            <Button type="submit" variant="danger" isLoading={form.saving} loadingLabel="취소하는 중">
              수업 취소
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
