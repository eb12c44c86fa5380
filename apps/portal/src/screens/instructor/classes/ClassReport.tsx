import { CLASS_REPORT_MAILS_PER_DAY, type InstructorClass, routes } from '@career/api-sdk';
import {
  Button,
  Card,
  Checkbox,
  Form,
  formColumn,
  Heading,
  Loaded,
  Notice,
  SentReports,
  Stack,
  saveBlob,
  Text,
  Textarea,
  TextField,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useState } from 'react';
import { api } from '../../../api';

/** The PDF the server sent, base64, as a file to save. */
function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * The class report (decision 034): the server prints the class's progress from its records (who
 * started and finished which tool, the days' notes; never a result), to save or to mail to the
 * organization, with the participants' names or numbered.
 */
export function ClassReport({ found }: { found: InstructorClass }) {
  const id = String(found.id);
  const sent = useLoaded(() => api.load(routes.instructorWork.sentReports, { params: { id } }), id);
  const form = useServerForm({ to: found.tax?.invoice_email ?? '', message: '' });
  // How the report is made, not what is sent: changing it leaves nothing unsaved.
  const [names, setNames] = useState(true);
  const [saving, setSaving] = useState(false);
  const [lastSent, setLastSent] = useState<string | null>(null);

  const download = async () => {
    setSaving(true);
    const made = await api.call(
      routes.instructorWork.classReport,
      { params: { id }, body: { names } },
      { unwrap: true },
    );
    setSaving(false);
    if (made) saveBlob(pdfBlob(made.pdf), made.filename);
  };
  const send = async () => {
    const done = await form.submit(() =>
      api.call(routes.instructorWork.sendReport, {
        body: {
          class_id: found.id,
          to: form.values.to,
          names,
          ...(form.values.message.trim() ? { message: form.values.message } : {}),
        },
      }),
    );
    if (!done) return;
    setLastSent(`${done.recipient}에 보고서(${done.pages}쪽)를 보냈습니다.`);
    sent.refresh();
  };

  return (
    <Card
      title="수업 보고서"
      headingLevel={2}
      description="참여자별로 시작하고 마친 도구와 날마다의 수업 기록을 PDF로 만듭니다. 검사 결과와 답변은 참여자 본인의 것이어서 담지 않습니다."
    >
      <Stack space="5">
        <Stack space="3">
          <Checkbox
            isSelected={names}
            onChange={setNames}
            description="빼면 참여자를 번호로만 적습니다(참여자 1, 참여자 2…). 수업 기록에 쓴 글은 쓴 그대로 들어갑니다."
          >
            참여자 이름 넣기
          </Checkbox>
          <div>
            <Button
              variant="secondary"
              isLoading={saving}
              loadingLabel="보고서를 만드는 중"
              onPress={() => void download()}
            >
              PDF로 내려받기
            </Button>
          </div>
        </Stack>
        <Form className={formColumn} aria-label="수업 보고서 메일로 보내기" onSubmit={send}>
          <Stack space="3">
            <Heading level={3}>메일로 보내기</Heading>
            <TextField
              label="받는 사람 이메일"
              type="email"
              isRequired
              description={`기관 담당자의 이메일입니다. 답장은 강사님의 이메일로 갑니다. 하루 ${CLASS_REPORT_MAILS_PER_DAY}통까지 보낼 수 있습니다.`}
              {...form.field('to')}
            />
            <Textarea label="보내는 말 (선택)" maxLength={500} rows={3} {...form.field('message')} />
            <div>
              <Button type="submit" isLoading={form.saving} loadingLabel="보내는 중">
                메일로 보내기
              </Button>
            </div>
            {lastSent ? (
              <Notice tone="success" title="보냈습니다">
                <Text>{lastSent}</Text>
              </Notice>
            ) : null}
          </Stack>
        </Form>
        <Stack space="2">
          <Heading level={3}>보낸 보고서</Heading>
          <Loaded
            value={sent}
            failed="보낸 보고서를 불러오지 못했습니다"
            loading={{ label: '보낸 보고서를 불러오는 중', lines: 2 }}
          >
            {(data) => <SentReports reports={data.reports} />}
          </Loaded>
        </Stack>
      </Stack>
    </Card>
  );
}
