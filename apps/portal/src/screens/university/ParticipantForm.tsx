import { type EndpointData, routes, type university } from '@career/api-sdk';
import {
  AccountForm,
  Grid,
  Loaded,
  optional,
  RegisteredNotice,
  TextField,
  UserText,
  useLoaded,
  userLinkOf,
  useServerForm,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useUniversityClass } from './useUniversityClass';

type Participant = EndpointData<typeof university.participantDetail>['participant'];

/**
 * /university/participant/register/{universityClassId} and
 * /university/participant/update/{universityClassId}/{participantId}.
 */
export function ParticipantForm() {
  const { participantId } = useParams();
  const person = useLoaded(
    () => (participantId ? api.load(routes.university.participantDetail, { params: { id: participantId } }) : null),
    participantId,
  );
  const [made, setMade] = useState<{ name: string; link: string } | null>(null);
  // A new form after each registration, so the next participant starts empty.
  const editor = (existing: Participant | null) => (
    <ParticipantEditor key={made?.link ?? 'first'} existing={existing} made={made} onMade={setMade} />
  );
  return (
    <Loaded
      value={person}
      failed="참여자를 불러오지 못했습니다"
      loading={{ label: '참여자를 불러오는 중', lines: 5 }}
      empty={editor(null)}
    >
      {(data) => editor(data.participant)}
    </Loaded>
  );
}

function ParticipantEditor({
  existing,
  made,
  onMade,
}: {
  existing: Participant | null;
  made: { name: string; link: string } | null;
  onMade(made: { name: string; link: string }): void;
}) {
  const navigate = useNavigate();
  const { classId, current } = useUniversityClass();
  const form = useServerForm({
    name: existing?.name ?? '',
    student_number: existing?.student_number ?? '',
    email: existing?.email ?? '',
    phone: existing?.phone ?? '',
    major: existing?.major ?? '',
  });
  const back = `/university/participant/${classId}`;
  const save = async () => {
    const fields = {
      name: form.values.name,
      student_number: optional(form.values.student_number),
      email: optional(form.values.email),
      phone: optional(form.values.phone),
      major: optional(form.values.major),
    };
    if (existing) {
      const saved = await form.submit(() =>
        api.call(routes.university.participantUpdate, {
          body: { ...fields, id: existing.id, class_id: Number(classId) },
        }),
      );
      if (saved) navigate(`/university/participant/detail/${classId}/${existing.id}`);
      return;
    }
    const saved = await form.submit(() =>
      api.call(routes.university.participantRegister, { body: { class_id: Number(classId), participant: fields } }),
    );
    const registered = saved?.registered[0];
    if (registered) onMade({ name: registered.name, link: registered.link ? userLinkOf(registered.link) : '' });
  };
  return (
    <AccountForm
      title={existing ? '참여자 수정' : '참여자 등록'}
      context={
        <>
          {existing ? `${existing.name} · ` : ''}
          <Link to={back}>
            <UserText>{current?.name ?? '학급'}</UserText>
          </Link>
        </>
      }
      notice={
        made ? (
          <RegisteredNotice name={made.name} link={made.link}>
            이 로그인 링크를 본인에게 전해 주세요. 참여자 목록에서 링크 카드를 인쇄할 수도 있습니다.
          </RegisteredNotice>
        ) : null
      }
      card={{ title: '참여자', description: existing ? undefined : '등록하면 로그인 링크가 함께 만들어집니다.' }}
      saving={form.saving}
      submitLabel={existing ? '바꾼 내용 저장' : '참여자 등록'}
      back={{ to: back, label: '참여자 목록으로' }}
      onSubmit={() => void save()}
    >
      <Grid minItemWidth="14rem" space="3">
        <TextField label="이름" isRequired maxLength={30} {...form.field('name')} />
        <TextField label="학번 (선택)" maxLength={30} {...form.field('student_number')} />
        <TextField label="전공 (선택)" maxLength={50} description="학과 이름, 예: 경영학과" {...form.field('major')} />
        <TextField label="이메일 (선택)" type="email" {...form.field('email')} />
        <TextField label="휴대전화 (선택)" type="tel" {...form.field('phone')} />
      </Grid>
    </AccountForm>
  );
}
