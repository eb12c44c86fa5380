import { type admin, type EndpointData, routes } from '@career/api-sdk';
import {
  Card,
  dateTimeOf,
  FormPage,
  FormRecord,
  Inline,
  optional,
  Stack,
  Switch,
  TextField,
  UserText,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../AuditTrail';
import { DeleteButton } from '../DeleteButton';

type University = EndpointData<typeof admin.universityDetail>;

/** /admin/university/write and /admin/university/edit/{universityId}. */
export function UniversityForm() {
  const { universityId } = useParams();
  const loaded = useLoaded(
    () => (universityId ? api.load(routes.admin.universityDetail, { params: { id: universityId } }) : null),
    universityId,
  );
  return (
    <FormRecord value={loaded} title="대학 수정" what="대학 정보">
      {(university) => <UniversityEditor university={university} />}
    </FormRecord>
  );
}

function UniversityEditor({ university }: { university: University | null }) {
  const navigate = useNavigate();
  const form = useServerForm({
    name: university?.name ?? '',
    region: university?.region ?? '',
    contract_starts_on: university?.contract_starts_on ?? '',
    contract_ends_on: university?.contract_ends_on ?? '',
    contact_name: university?.contact_name ?? '',
    contact_phone: university?.contact_phone ?? '',
    contact_email: university?.contact_email ?? '',
    active: university?.active ?? true,
  });
  const { values } = form;
  const save = async () => {
    const body = {
      name: values.name,
      region: optional(values.region),
      contract_starts_on: optional(values.contract_starts_on),
      contract_ends_on: optional(values.contract_ends_on),
      contact_name: optional(values.contact_name),
      contact_phone: optional(values.contact_phone),
      contact_email: optional(values.contact_email),
      active: values.active,
    };
    const saved = await form.submit(() =>
      university
        ? api.call(routes.admin.universityUpdate, { params: { id: String(university.id) }, body })
        : api.call(routes.admin.universityCreate, { body }),
    );
    if (saved) navigate(university ? '/university' : `/university/class/${saved.id}`, { replace: !university });
  };
  return (
    <FormPage
      title={university ? '대학 수정' : '대학 등록'}
      context={
        university ? (
          <>
            <UserText>{university.name}</UserText>
            {` · 등록 ${dateTimeOf(university.created_at)} · 마지막 수정 ${dateTimeOf(university.updated_at)} · 학급 ${university.class_count}개 · 참여자 ${university.participant_count}명`}
          </>
        ) : (
          '등록한 뒤 학급을 만들고, 학급마다 상담사와 참여자를 배정합니다.'
        )
      }
      onSubmit={save}
      saving={form.saving}
      submitLabel={university ? '바꾼 내용 저장' : '대학 등록'}
      back={{ to: '/university', label: '목록으로' }}
      after={
        university ? (
          <>
            <DeleteButton
              what={`대학 "${university.name}"`}
              blockedReason={
                university.class_count > 0
                  ? `학급이 ${university.class_count}개 있어 지울 수 없습니다. 더 쓰지 않으면 '사용 중'을 꺼 주세요.`
                  : null
              }
              onDelete={() =>
                api.call(routes.admin.universityDelete, { params: { id: String(university.id) } }, { unwrap: true })
              }
              after="/university"
            />
            <AuditTrail entity="university" entityId={university.id} />
          </>
        ) : null
      }
    >
      <Card title="대학" headingLevel={2}>
        <Stack space="4">
          <TextField label="대학 이름" isRequired maxLength={50} {...form.field('name')} />
          <TextField label="지역 (선택)" description="예: 서울, 전북" maxLength={20} {...form.field('region')} />
          <Inline space="3" alignY="top" wrap>
            <TextField label="계약 시작일 (선택)" type="date" {...form.field('contract_starts_on')} />
            <TextField label="계약 종료일 (선택)" type="date" {...form.field('contract_ends_on')} />
          </Inline>
          <Switch isSelected={values.active} onChange={(active) => form.set('active', active)}>
            사용 중 (끄면 목록에서 사용 안 함으로 표시되고, 학급과 계정은 그대로 남습니다)
          </Switch>
        </Stack>
      </Card>
      <Card title="담당자" headingLevel={2} description="계약과 운영을 연락할 대학 쪽 담당자입니다.">
        <Stack space="4">
          <TextField label="이름 (선택)" maxLength={30} {...form.field('contact_name')} />
          <Inline space="3" alignY="top" wrap>
            <TextField label="전화 (선택)" type="tel" description="예: 02-123-4567" {...form.field('contact_phone')} />
            <TextField label="이메일 (선택)" type="email" {...form.field('contact_email')} />
          </Inline>
        </Stack>
      </Card>
    </FormPage>
  );
}
