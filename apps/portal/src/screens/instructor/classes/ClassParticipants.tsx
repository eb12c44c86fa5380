import { ACTION_ITEMS, type EndpointData, type InstructorClass, type instructorWork, routes } from '@career/api-sdk';
import {
  Badge,
  Button,
  Card,
  CopyButton,
  Form,
  formColumn,
  Grid,
  Heading,
  Inline,
  optional,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextField,
  textLink,
  UserText,
  userLinkOf,
  useServerForm,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../api';
import { useOverview } from '../../../tools/overview';
import { chooseStudent, sessionStudent } from '../../../tools/sessionStudent';
import { ToolLauncher } from '../../../tools/ToolLauncher';
import { LinkCards } from '../../LinkCards';

type Participant = EndpointData<typeof instructorWork.classParticipants>['participants'][number];

/** The class's participants (each with their sign-in link), adding one, and the tools for the one chosen. */
export function ClassParticipants({
  found,
  participants,
  onChanged,
}: {
  found: InstructorClass;
  participants: readonly Participant[];
  onChanged(): void;
}) {
  const chosen = useSnapshot(sessionStudent).current;
  const inClass = participants.find((person) => person.id === chosen?.id) ?? null;
  const overview = useOverview('instructor', inClass?.id ?? null);
  const columns: TableColumn<Participant>[] = [
    { id: 'name', label: '이름', render: (row) => row.name, isRowHeader: true },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-' },
    { id: 'done', label: '마친 도구', align: 'end', render: (row) => `${row.completed.length}개` },
    {
      id: 'link',
      label: '로그인 링크',
      render: (row) =>
        row.link ? <CopyButton text={userLinkOf(row.link)} label={`${row.name} 로그인 링크 복사`} /> : '없음',
    },
    {
      id: 'choose',
      label: '도구 진행',
      render: (row) =>
        inClass?.id === row.id ? (
          <Badge tone="brand" icon="check">
            선택됨
          </Badge>
        ) : (
          <Button size="sm" variant="secondary" aria-label={`${row.name} 선택`} onPress={() => chooseStudent(row)}>
            선택
          </Button>
        ),
    },
  ];
  const open = found.state !== 'cancelled';
  const [printing, setPrinting] = useState(false);
  const withLink = participants.filter((person) => person.link !== null).length;
  return (
    <Stack space="6">
      <Card
        title="참여자"
        headingLevel={2}
        description="참여자를 한 명 고르면 그 참여자의 답과 결과로 도구를 진행합니다."
      >
        {printing ? (
          <LinkCards
            className={found.name}
            participants={participants}
            headingLevel={3}
            onClose={() => setPrinting(false)}
          />
        ) : (
          <Stack space="4">
            <Table
              label={`${found.name} 참여자`}
              columns={columns}
              rows={participants}
              emptyState={<Text tone="muted">아직 참여자가 없습니다.</Text>}
            />
            {withLink > 0 ? (
              <div>
                <Button size="sm" variant="secondary" onPress={() => setPrinting(true)}>
                  링크 카드 인쇄
                </Button>
              </div>
            ) : null}
            {open ? <AddParticipant key={found.participant_count} found={found} onAdded={onChanged} /> : null}
          </Stack>
        )}
      </Card>
      {open ? (
        <section aria-labelledby="class-tools">
          <Stack space="4">
            <Heading level={2} id="class-tools">
              {inClass ? (
                <>
                  <UserText>{inClass.name}</UserText>님과 진행할 도구
                </>
              ) : (
                '수업 도구'
              )}
            </Heading>
            {inClass ? (
              <Link to="/instructor-modal/portfolio" className={textLink}>
                <UserText>{inClass.name}</UserText>님의 진로 포트폴리오 보기
              </Link>
            ) : (
              <Text tone="muted">위에서 참여자를 먼저 골라 주세요.</Text>
            )}
            <ToolLauncher
              audience="instructor"
              tools={ACTION_ITEMS}
              progress={overview.status === 'ready' ? overview.data.tools : null}
              isReady={Boolean(inClass)}
            />
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

function AddParticipant({ found, onAdded }: { found: InstructorClass; onAdded(): void }) {
  const form = useServerForm({ name: '', student_number: '' });
  const full = found.capacity !== null && found.participant_count >= found.capacity;
  const add = async () => {
    const added = await form.submit(() =>
      api.call(routes.instructorWork.participantAdd, {
        params: { id: String(found.id) },
        body: { name: form.values.name, student_number: optional(form.values.student_number) ?? null },
      }),
    );
    // The form starts empty again when the class comes back with one more (its key).
    if (added) onAdded();
  };
  return (
    <Form className={formColumn} aria-label="참여자 더하기" onSubmit={add}>
      <Stack space="3">
        <Grid minItemWidth="12rem" space="3">
          <TextField label="이름" isRequired maxLength={30} {...form.field('name')} />
          <TextField label="학번 (선택)" maxLength={30} {...form.field('student_number')} />
        </Grid>
        <Inline space="3" alignY="center">
          <Button type="submit" variant="secondary" isDisabled={full} isLoading={form.saving} loadingLabel="더하는 중">
            참여자 더하기
          </Button>
          <Text size="sm" tone="muted">
            {full ? `정원(${found.capacity}명)이 찼습니다.` : '더하면 로그인 링크가 함께 만들어집니다.'}
          </Text>
        </Inline>
      </Stack>
    </Form>
  );
}
