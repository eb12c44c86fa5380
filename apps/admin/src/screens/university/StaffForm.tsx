import { type admin, type EndpointData, routes } from '@career/api-sdk';
import {
  AccountFields,
  AccountForm,
  Loaded,
  optional,
  Radio,
  RadioGroup,
  Switch,
  UserText,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../AuditTrail';

type Staff = EndpointData<typeof admin.staffDetail>;
type Kind = Staff['kind'];

/**
 * /admin/university/user/register/{universityClassId} and
 * /admin/university/user/update/{universityClassId}/{universityUserId} (`?kind=manager` for a
 * university manager, whose ids are their own).
 */
export function StaffForm() {
  const { universityClassId = '', universityUserId } = useParams();
  const [search] = useSearchParams();
  const kind: Kind = search.get('kind') === 'manager' ? 'manager' : 'consultant';
  const found = useLoaded(
    () => api.load(routes.admin.classDetail, { params: { id: universityClassId } }),
    universityClassId,
  );
  const person = useLoaded(
    () =>
      universityUserId
        ? api.load(routes.admin.staffDetail, { params: { classId: universityClassId, kind, id: universityUserId } })
        : null,
    `${kind}/${universityUserId}`,
  );
  const loading = { label: '불러오는 중', lines: 6 };
  if (found.status !== 'ready') return <Loaded value={found} failed="학급을 불러오지 못했습니다" loading={loading} />;
  if (person.status === 'loading' || person.status === 'error')
    return <Loaded value={person} failed="대학 사용자를 불러오지 못했습니다" loading={loading} />;
  const existing = person.status === 'ready' ? person.data : null;
  return <StaffEditor classRef={found.data.class} existing={existing} />;
}

function StaffEditor({
  classRef,
  existing,
}: {
  classRef: { id: number; name: string; university: { id: number; name: string } };
  existing: Staff | null;
}) {
  const navigate = useNavigate();
  const form = useServerForm({
    kind: (existing?.kind ?? 'consultant') as Kind,
    login_id: existing?.login_id ?? '',
    name: existing?.name ?? '',
    email: existing?.email ?? '',
    phone: existing?.phone ?? '',
    password: '',
    active: existing?.active ?? true,
    assigned: existing ? existing.classes.some((held) => held.id === classRef.id) : true,
  });
  const { values } = form;
  const back = `/university/class/details/${classRef.id}`;
  const save = async () => {
    const common = {
      login_id: values.login_id,
      name: values.name,
      email: optional(values.email),
      phone: optional(values.phone),
      active: values.active,
      ...(values.password ? { password: values.password } : {}),
    };
    const saved = await form.submit(() =>
      existing
        ? api.call(routes.admin.staffUpdate, {
            params: { classId: String(classRef.id), kind: existing.kind, id: String(existing.id) },
            body: { ...common, ...(existing.kind === 'consultant' ? { assigned: values.assigned } : {}) },
          })
        : api.call(routes.admin.staffRegister, {
            params: { id: String(classRef.id) },
            body: { ...common, kind: values.kind },
          }),
    );
    if (saved) navigate(back);
  };
  const kindName = values.kind === 'consultant' ? '상담사' : '대학 관리자';
  return (
    <AccountForm
      title={existing ? '대학 사용자 수정' : '대학 사용자 등록'}
      context={
        <>
          {existing ? `${existing.name} · ` : ''}
          {classRef.university.name} · <Link to={back}>{classRef.name}</Link>
        </>
      }
      card={{ title: kindName }}
      saving={form.saving}
      submitLabel={existing ? '바꾼 내용 저장' : `${kindName} 등록`}
      back={{ to: back, label: '학급으로' }}
      onSubmit={() => void save()}
      after={existing ? <AuditTrail entity={existing.kind} entityId={existing.id} /> : null}
    >
      <AccountFields
        form={form}
        isNew={!existing}
        passwordHint="8~64자, 영문자와 숫자를 하나 이상. 본인에게 따로 전하고 로그인 뒤 바꾸도록 안내해 주세요."
        before={
          existing ? null : (
            <RadioGroup
              label="구분"
              value={values.kind}
              onChange={(value) => form.set('kind', value as Kind)}
              isInvalid={form.error('kind') !== undefined}
              errorMessage={form.error('kind')}
              orientation="horizontal"
              description="상담사는 이 학급에 배정되어 참여자를 상담합니다. 대학 관리자는 대학 영역에 로그인해 학급 현황을 봅니다."
            >
              <Radio value="consultant">상담사</Radio>
              <Radio value="manager">대학 관리자</Radio>
            </RadioGroup>
          )
        }
        after={
          <>
            <Switch isSelected={values.active} onChange={(active) => form.set('active', active)}>
              사용 중 (끄면 바로 로그인할 수 없습니다)
            </Switch>
            {existing?.kind === 'consultant' ? (
              <Switch isSelected={values.assigned} onChange={(assigned) => form.set('assigned', assigned)}>
                <UserText>{classRef.name}</UserText>에 배정
              </Switch>
            ) : null}
          </>
        }
      />
    </AccountForm>
  );
}
