import { type admin, CLASS_TERMS, CLASS_TOOLS, type EndpointData, routes } from '@career/api-sdk';
import {
  Card,
  FormPage,
  FormRecord,
  Inline,
  optional,
  Select,
  Stack,
  Switch,
  TextField,
  ToolChoice,
  typedNumber,
  UserText,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../AuditTrail';
import { DeleteButton } from '../DeleteButton';

type Class = EndpointData<typeof admin.classDetail>['class'];

/** /admin/university/class/write/{universityId} and /admin/university/class/edit/{universityClassId}. */
export function ClassForm() {
  const { universityId, universityClassId } = useParams();
  const loaded = useLoaded(
    () => (universityClassId ? api.load(routes.admin.classDetail, { params: { id: universityClassId } }) : null),
    universityClassId,
  );
  const university = useLoaded(
    () => (universityId ? api.load(routes.admin.universityDetail, { params: { id: universityId } }) : null),
    universityId,
  );
  return (
    <FormRecord value={loaded} title="학급 수정" what="학급 정보">
      {(found) =>
        found ? (
          <ClassEditor existing={found.class} university={found.class.university} />
        ) : (
          <FormRecord value={university} title="학급 등록" what="대학 정보">
            {(owner) => (owner ? <ClassEditor existing={null} university={owner} /> : null)}
          </FormRecord>
        )
      }
    </FormRecord>
  );
}

function ClassEditor({ existing, university }: { existing: Class | null; university: { id: number; name: string } }) {
  const navigate = useNavigate();
  const form = useServerForm({
    name: existing?.name ?? '',
    year: String(existing?.year ?? new Date().getFullYear()),
    term: existing?.term ?? '1학기',
    starts_on: existing?.starts_on ?? '',
    ends_on: existing?.ends_on ?? '',
    capacity: existing?.capacity ? String(existing.capacity) : '',
    tools: (existing?.tools ?? []) as string[],
    active: existing?.active ?? true,
  });
  const { values } = form;
  const save = async () => {
    const body = {
      name: values.name,
      year: typedNumber(values.year) as number,
      term: values.term,
      starts_on: optional(values.starts_on),
      ends_on: optional(values.ends_on),
      capacity: typedNumber(values.capacity),
      tools: values.tools,
      active: values.active,
    };
    const saved = await form.submit(() =>
      existing
        ? api.call(routes.admin.classUpdate, { params: { id: String(existing.id) }, body })
        : api.call(routes.admin.classCreate, { params: { id: String(university.id) }, body }),
    );
    if (saved) navigate(`/university/class/details/${saved.id}`, { replace: !existing });
  };
  const list = `/university/class/${university.id}`;
  return (
    <FormPage
      title={existing ? '학급 수정' : '학급 등록'}
      context={
        <>
          <Link to={list}>
            <UserText>{university.name}</UserText>
          </Link>
          {existing ? (
            <>
              {' · '}
              <UserText>{existing.name}</UserText> · 참여자 {existing.participant_count}명
            </>
          ) : (
            '의 새 학급'
          )}
        </>
      }
      onSubmit={save}
      saving={form.saving}
      submitLabel={existing ? '바꾼 내용 저장' : '학급 등록'}
      back={{ to: list, label: '학급 목록으로' }}
      after={
        existing ? (
          <>
            <DeleteButton
              what={`학급 "${existing.name}"`}
              blockedReason={
                existing.participant_count > 0
                  ? `참여자가 ${existing.participant_count}명 있어 지울 수 없습니다. 끝난 학급이면 '운영 중'을 꺼 주세요.`
                  : null
              }
              onDelete={() =>
                api.call(routes.admin.classDelete, { params: { id: String(existing.id) } }, { unwrap: true })
              }
              after={list}
            />
            <AuditTrail entity="class" entityId={existing.id} />
          </>
        ) : null
      }
    >
      <Card title="학급" headingLevel={2}>
        <Stack space="4">
          <TextField
            label="학급 이름"
            isRequired
            maxLength={50}
            description="예: 2026학년도 2학기 진로설계"
            {...form.field('name')}
          />
          <Inline space="3" alignY="top" wrap>
            <TextField label="학년도" inputMode="numeric" isRequired {...form.field('year')} />
            <Select
              label="학기"
              options={CLASS_TERMS.map((term) => ({ id: term, label: term }))}
              selectedKey={values.term}
              onSelectionChange={(key) => form.set('term', String(key) as (typeof CLASS_TERMS)[number])}
              isInvalid={form.error('term') !== undefined}
              errorMessage={form.error('term')}
            />
            <TextField
              label="정원 (선택)"
              inputMode="numeric"
              description="비우면 제한 없음"
              {...form.field('capacity')}
            />
          </Inline>
          <Inline space="3" alignY="top" wrap>
            <TextField label="시작일 (선택)" type="date" {...form.field('starts_on')} />
            <TextField label="종료일 (선택)" type="date" {...form.field('ends_on')} />
          </Inline>
          <Switch isSelected={values.active} onChange={(active) => form.set('active', active)}>
            운영 중 (끄면 끝난 학급으로 표시됩니다)
          </Switch>
        </Stack>
      </Card>
      <ToolChoice
        form={form}
        tools={CLASS_TOOLS}
        title="여는 도구"
        description="이용권이 있어야 하는 도구를 이 학급 참여자 모두에게 엽니다. 나머지 도구는 누구나 쓸 수 있습니다."
      />
    </FormPage>
  );
}
