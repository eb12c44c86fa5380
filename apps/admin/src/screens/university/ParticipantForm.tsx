import { routes } from '@career/api-sdk';
import {
  Form,
  FormActions,
  Grid,
  Heading,
  optional,
  RegisteredNotice,
  Stack,
  TextField,
  userLinkOf,
  useServerForm,
} from '@career/tools-ui';
import { api } from '../../api';

/** Registers a participant of the class; their sign-in link is made with them and shown to hand out. */
export interface Registered {
  name: string;
  link: string;
}

/**
 * Registers a participant of the class; their sign-in link is made with them and shown to hand out.
 * The screen keeps the last one made (`made`), as the class reloads under the form.
 */
export function ParticipantForm({
  classId,
  made,
  onRegistered,
}: {
  classId: number;
  made: Registered | null;
  onRegistered(made: Registered): void;
}) {
  const form = useServerForm({ name: '', student_number: '', email: '', phone: '' });
  const save = async () => {
    const saved = await form.submit((values) =>
      api.call(routes.admin.participantRegister, {
        params: { id: String(classId) },
        body: {
          name: values.name,
          student_number: optional(values.student_number),
          email: optional(values.email),
          phone: optional(values.phone),
        },
      }),
    );
    if (!saved) return;
    onRegistered({ name: saved.name, link: saved.link ? userLinkOf(saved.link) : '' });
  };
  return (
    <Form aria-labelledby="participant-form-title" onSubmit={save}>
      <Stack space="3">
        <Heading level={3} id="participant-form-title">
          참여자 등록
        </Heading>
        <Grid minItemWidth="14rem" space="3">
          <TextField label="이름" isRequired maxLength={30} {...form.field('name')} />
          <TextField label="학번 (선택)" maxLength={30} {...form.field('student_number')} />
          <TextField label="이메일 (선택)" type="email" {...form.field('email')} />
          <TextField label="휴대전화 (선택)" type="tel" {...form.field('phone')} />
        </Grid>
        <FormActions saving={form.saving} submitLabel="참여자 등록" savingLabel="등록하는 중" />
        {made ? (
          <RegisteredNotice name={made.name} link={made.link}>
            이 로그인 링크를 본인에게 전해 주세요. 링크로 들어오면 이 학급의 도구를 쓸 수 있습니다.
          </RegisteredNotice>
        ) : null}
      </Stack>
    </Form>
  );
}
