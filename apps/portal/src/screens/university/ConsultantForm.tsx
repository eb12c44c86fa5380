import { type EndpointData, routes, type university } from '@career/api-sdk';
import { AccountFields, AccountForm, Loaded, optional, Switch, useLoaded, useServerForm } from '@career/tools-ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useUniversityClass } from './useUniversityClass';

type Consultant = EndpointData<typeof university.consultantDetail>['consultant'];

/**
 * /university/consultant/register/{universityClassId} and
 * /university/consultant/update/{universityClassId}/{universityUserId}.
 */
export function ConsultantForm() {
  const { universityUserId } = useParams();
  const person = useLoaded(
    () =>
      universityUserId ? api.load(routes.university.consultantDetail, { params: { id: universityUserId } }) : null,
    universityUserId,
  );
  return (
    <Loaded
      value={person}
      failed="상담사를 불러오지 못했습니다"
      loading={{ label: '상담사를 불러오는 중', lines: 6 }}
      empty={<ConsultantEditor existing={null} />}
    >
      {(data) => <ConsultantEditor existing={data.consultant} />}
    </Loaded>
  );
}

function ConsultantEditor({ existing }: { existing: Consultant | null }) {
  const navigate = useNavigate();
  const { classId, current } = useUniversityClass();
  const form = useServerForm({
    login_id: existing?.login_id ?? '',
    name: existing?.name ?? '',
    email: existing?.email ?? '',
    phone: existing?.phone ?? '',
    password: '',
    assigned: existing ? existing.classes.some((held) => String(held.id) === classId) : true,
  });
  const { values } = form;
  const back = `/university/consultant/${classId}`;
  const save = async () => {
    const common = {
      class_id: Number(classId),
      login_id: values.login_id,
      name: values.name,
      email: optional(values.email),
      phone: optional(values.phone),
    };
    const saved = await form.submit(() =>
      existing
        ? api.call(routes.university.consultantUpdate, {
            body: {
              ...common,
              id: existing.id,
              assigned: values.assigned,
              ...(values.password ? { password: values.password } : {}),
            },
          })
        : api.call(routes.university.consultantRegister, { body: { ...common, password: values.password } }),
    );
    if (saved) navigate(back);
  };
  const className = current?.name ?? '이 학급';
  return (
    <AccountForm
      title={existing ? '상담사 수정' : '상담사 등록'}
      context={
        <>
          {existing ? `${existing.name} · ` : ''}
          <Link to={back}>{className}</Link>
        </>
      }
      card={{
        title: '상담사',
        description: existing ? undefined : `${className}에 배정되어 이 학급 참여자를 상담합니다.`,
      }}
      saving={form.saving}
      submitLabel={existing ? '바꾼 내용 저장' : '상담사 등록'}
      back={{ to: back, label: '상담사 목록으로' }}
      onSubmit={() => void save()}
    >
      <AccountFields
        form={form}
        isNew={!existing}
        passwordHint="8~64자, 영문자와 숫자를 하나 이상. 본인에게 따로 전해 주세요."
        after={
          existing ? (
            <Switch isSelected={values.assigned} onChange={(assigned) => form.set('assigned', assigned)}>
              {className}에 배정
            </Switch>
          ) : null
        }
      />
    </AccountForm>
  );
}
