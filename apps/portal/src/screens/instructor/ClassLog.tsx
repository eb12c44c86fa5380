import { type ClassLogDay, routes, todayInKorea } from '@career/api-sdk';
import {
  Button,
  Card,
  ClassLogDays,
  confirm,
  dayText,
  EmptyState,
  Form,
  FormActions,
  formColumn,
  Grid,
  Heading,
  isolated,
  Loaded,
  linkButton,
  Select,
  Stack,
  Text,
  Textarea,
  TextField,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api';

/** /instructor-modal/class-log: a class's days, its entries and the tools run each day (decision 033). */
export function ClassLog() {
  const [params, setParams] = useSearchParams();
  const classes = useLoaded(() => api.load(routes.instructorWork.classList), 'classes');
  const header = (
    <Stack space="2">
      <Heading level={1}>수업 기록</Heading>
      <Text tone="muted">수업한 날마다 주제와 기록을 남깁니다. 그날 참여자와 진행한 도구는 저절로 함께 보입니다.</Text>
    </Stack>
  );
  if (classes.status !== 'ready')
    return (
      <Stack space="6">
        {header}
        <Loaded
          value={classes}
          failed="수업을 불러오지 못했습니다"
          loading={{ label: '수업을 불러오는 중', lines: 5 }}
        />
      </Stack>
    );
  const list = classes.data.classes;
  if (list.length === 0)
    return (
      <Stack space="6">
        {header}
        <EmptyState
          title="기록할 수업이 없습니다"
          description="수업을 먼저 등록해 주세요."
          action={
            <Link to="/instructor-modal/class?class=new" className={linkButton({ variant: 'primary', size: 'md' })}>
              수업 등록
            </Link>
          }
        />
      </Stack>
    );
  // The class in the address, else the first one being taught, else the latest.
  const asked = Number(params.get('class'));
  const chosen =
    list.find((found) => found.id === asked) ??
    list.find((found) => found.state === 'ongoing' || found.state === 'upcoming') ??
    list[0];
  if (!chosen) return null;
  return (
    <Stack space="6">
      {header}
      <div className={formColumn}>
        <Select
          label="수업"
          options={list.map((found) => ({
            id: found.id,
            label: `${found.name} (${found.organization || '기관 없음'})`,
          }))}
          selectedKey={chosen.id}
          onSelectionChange={(key) => setParams({ class: String(key) })}
        />
      </div>
      <ClassDays key={chosen.id} classId={chosen.id} cancelled={chosen.state === 'cancelled'} />
    </Stack>
  );
}

function ClassDays({ classId, cancelled }: { classId: number; cancelled: boolean }) {
  // Each save starts the form again, empty (its key).
  const [saves, setSaves] = useState(0);
  const [editing, setEditing] = useState<ClassLogDay | null>(null);
  const log = useLoaded(() => api.load(routes.instructorWork.classLog, { params: { id: String(classId) } }), classId);
  // After a change the days it showed stay until the new ones come (no flash).
  const reload = () => log.refresh();
  const remove = async (day: ClassLogDay) => {
    if (!day.entry) return;
    const sure = await confirm(
      `${day.day}의 기록 "${isolated(day.entry.title)}"을 지울까요? 그날 진행한 도구의 기록은 남습니다.`,
      {
        title: '기록 지우기',
        confirmLabel: '지우기',
        tone: 'danger',
      },
    );
    if (!sure) return;
    const reply = await api.call(routes.instructorWork.classLogDelete, {
      params: { id: String(classId), entryId: String(day.entry.id) },
    });
    if (reply?.code === 200) reload();
  };
  return (
    <Stack space="6">
      {cancelled ? (
        <Text tone="muted">취소한 수업입니다. 남은 기록만 볼 수 있습니다.</Text>
      ) : log.data ? (
        <EntryForm
          key={editing?.day ?? `new:${saves}`}
          classId={classId}
          entryDays={log.data.entry_days}
          editing={editing}
          onSaved={() => {
            setEditing(null);
            setSaves((n) => n + 1);
            reload();
          }}
        />
      ) : null}
      <Loaded
        value={log}
        failed="수업 기록을 불러오지 못했습니다"
        loading={{ label: '수업 기록을 불러오는 중', lines: 4 }}
      >
        {({ days }) => (
          <ClassLogDays
            days={days}
            renderActions={(day) =>
              day.entry && !cancelled ? (
                <>
                  <Button size="sm" variant="ghost" onPress={() => setEditing(day)}>
                    고치기
                  </Button>
                  <Button size="sm" variant="ghost" onPress={() => void remove(day)}>
                    지우기
                  </Button>
                </>
              ) : null
            }
          />
        )}
      </Loaded>
    </Stack>
  );
}

interface EntryFormProps {
  classId: number;
  /** The class's days: an entry is for one of them (the server refuses any other at the field). */
  entryDays: { from: string; to: string };
  editing: ClassLogDay | null;
  onSaved(): void;
}

/** Today, or the class's nearest day when today is not one of them. */
const nearestDay = (day: string, { from, to }: { from: string; to: string }) =>
  day < from ? from : day > to ? to : day;

function EntryForm({ classId, entryDays, editing, onSaved }: EntryFormProps) {
  const form = useServerForm({
    day: editing?.day ?? nearestDay(todayInKorea(), entryDays),
    title: editing?.entry?.title ?? '',
    note: editing?.entry?.note ?? '',
  });
  const save = async () => {
    const saved = await form.submit(() =>
      api.call(routes.instructorWork.classLogSave, { params: { id: String(classId) }, body: form.values }),
    );
    if (saved) onSaved();
  };
  return (
    <Card
      title={editing ? `${dayText(editing.day)} 기록 고치기` : '기록 쓰기'}
      headingLevel={2}
      description="같은 날짜로 다시 쓰면 그날의 기록을 고칩니다."
    >
      <Form className={formColumn} aria-label="수업 기록 쓰기" onSubmit={save}>
        <Stack space="3">
          <Grid minItemWidth="12rem" space="3">
            <TextField
              label="날짜"
              type="date"
              isRequired
              min={entryDays.from}
              max={entryDays.to}
              {...form.field('day')}
            />
            <TextField label="주제" isRequired maxLength={100} {...form.field('title')} />
          </Grid>
          <Textarea label="기록 (선택)" maxLength={3000} {...form.field('note')} />
          <FormActions saving={form.saving} submitLabel="기록 저장" />
        </Stack>
      </Form>
    </Card>
  );
}
