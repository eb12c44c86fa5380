import { type InstructorProfile as Profile, routes } from '@career/api-sdk';
import { clearSession, identities, sessions } from '@career/session';
import {
  Button,
  Card,
  dateOf,
  EmptyState,
  Fact,
  Form,
  FormActions,
  formColumn,
  Grid,
  Heading,
  Loaded,
  linkButton,
  Notice,
  optional,
  PasswordField,
  Stack,
  Text,
  TextField,
  useLoaded,
  useServerForm,
  WithdrawalFacts,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';

/** /instructor-modal/profile: who the instructor is, their password, and withdrawal (decision 033). */
export function InstructorProfile() {
  const session = useSnapshot(sessions.universityUser);
  const id = session.isAuth && session.type === 'INSTRUCTOR' ? session.uid : null;
  const profile = useLoaded(
    () => (id ? api.load(routes.instructorWork.profile, { params: { id: String(id) } }) : null),
    id,
  );
  const header = <Heading level={1}>프로필</Heading>;
  if (!id)
    return (
      <Stack space="6">
        {header}
        <EmptyState
          title="강사로 로그인하면 프로필을 볼 수 있습니다"
          action={
            <Link to="/login" className={linkButton({ variant: 'primary', size: 'md' })}>
              로그인하러 가기
            </Link>
          }
        />
      </Stack>
    );
  if (profile.status !== 'ready')
    return (
      <Loaded
        value={profile}
        failed="프로필을 불러오지 못했습니다"
        loading={{ label: '프로필을 불러오는 중', lines: 6 }}
      />
    );
  return (
    <Stack space="8">
      {header}
      <ProfileForm profile={profile.data} />
      <PasswordChange profile={profile.data} />
      <Withdrawal profile={profile.data} />
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const form = useServerForm({
    name: profile.name,
    phone: profile.phone ?? '',
    affiliation: profile.affiliation ?? '',
  });
  const [saved, setSaved] = useState(false);
  const save = async () => {
    const updated = await form.submit(() =>
      api.call(routes.instructorWork.profileUpdate, {
        params: { id: String(profile.id) },
        body: {
          name: form.values.name,
          phone: optional(form.values.phone) ?? null,
          affiliation: optional(form.values.affiliation) ?? null,
        },
      }),
    );
    if (updated) {
      identities.universityUser = updated.name;
      setSaved(true);
    }
  };
  return (
    <Card title="내 정보" headingLevel={2} description="소속은 수업 보고서의 머리글에 이름과 함께 찍힙니다.">
      <Form className={formColumn} aria-label="내 정보" onSubmit={save}>
        <Stack space="4">
          {saved ? (
            <Notice tone="success" title="저장했습니다">
              <Text>바꾼 이름과 소속은 다음 수업 보고서부터 쓰입니다.</Text>
            </Notice>
          ) : null}
          <Grid minItemWidth="14rem" space="3">
            <Fact label="이메일 (로그인 아이디)">{profile.email}</Fact>
            <Fact label="가입일">{dateOf(profile.created_at)}</Fact>
          </Grid>
          <Grid minItemWidth="14rem" space="3">
            <TextField label="이름" isRequired maxLength={50} {...form.field('name')} />
            <TextField label="휴대전화 (선택)" type="tel" {...form.field('phone')} />
            <TextField
              label="소속 (선택)"
              maxLength={60}
              description="예: 진로교육연구소"
              {...form.field('affiliation')}
            />
          </Grid>
          <FormActions saving={form.saving} submitLabel="바꾼 내용 저장" />
        </Stack>
      </Form>
    </Card>
  );
}

function PasswordChange({ profile }: { profile: Profile }) {
  const [changed, setChanged] = useState(0);
  return (
    <Card title="비밀번호 바꾸기" headingLevel={2} description="8자 이상, 영문자와 숫자를 하나 이상 넣어 주세요.">
      <Stack space="4">
        {changed > 0 ? (
          <Notice tone="success" title="비밀번호를 바꿨습니다">
            <Text>다음 로그인부터 새 비밀번호를 씁니다.</Text>
          </Notice>
        ) : null}
        {/* A new, empty form after each change (its key). */}
        <PasswordForm key={changed} profile={profile} onChanged={() => setChanged((n) => n + 1)} />
      </Stack>
    </Card>
  );
}

function PasswordForm({ profile, onChanged }: { profile: Profile; onChanged(): void }) {
  const form = useServerForm({ current_password: '', new_password: '', again: '' });
  const [mismatch, setMismatch] = useState(false);
  const save = async () => {
    setMismatch(form.values.new_password !== form.values.again);
    if (form.values.new_password !== form.values.again) return;
    const updated = await form.submit(() =>
      api.call(routes.instructorWork.profileUpdate, {
        params: { id: String(profile.id) },
        body: {
          current_password: form.values.current_password,
          new_password: form.values.new_password,
        },
      }),
    );
    if (updated) onChanged();
  };
  return (
    <Form className={formColumn} aria-label="비밀번호 바꾸기" onSubmit={save}>
      <Stack space="4">
        <PasswordField label="현재 비밀번호" isRequired {...form.field('current_password')} />
        <PasswordField label="새 비밀번호" isRequired autoComplete="new-password" {...form.field('new_password')} />
        <PasswordField
          label="새 비밀번호 확인"
          isRequired
          autoComplete="new-password"
          {...form.field('again')}
          isInvalid={mismatch}
          errorMessage={mismatch ? '새 비밀번호가 서로 다릅니다.' : undefined}
        />
        <div>
          <Button type="submit" variant="secondary" isLoading={form.saving} loadingLabel="바꾸는 중">
            비밀번호 바꾸기
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function Withdrawal({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const form = useServerForm({ password: '' });
  const { blocked } = profile.withdrawal;
  const leave = async () => {
    const gone = await form.submit(() =>
      api.call(routes.instructorWork.withdraw, {
        params: { id: String(profile.id) },
        body: { password: form.values.password },
      }),
    );
    if (gone) {
      clearSession('universityUser');
      navigate('/', { replace: true });
    }
  };
  return (
    <Card title="탈퇴" headingLevel={2}>
      <Stack space="4">
        <WithdrawalFacts withdrawal={profile.withdrawal} />
        {blocked ? (
          <Notice tone="warning" title="지금은 탈퇴할 수 없습니다">
            <Text>{blocked}</Text>
          </Notice>
        ) : (
          <Form className={formColumn} onSubmit={leave}>
            <Stack space="3">
              <PasswordField
                label="비밀번호 확인"
                description="탈퇴하면 되돌릴 수 없습니다."
                isRequired
                {...form.field('password')}
              />
              <div>
                <Button type="submit" variant="danger" isLoading={form.saving} loadingLabel="탈퇴하는 중">
                  위 내용을 확인했고 탈퇴합니다
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
