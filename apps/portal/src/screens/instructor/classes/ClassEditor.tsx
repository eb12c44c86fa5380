import { CLASS_DAYS, type InstructorClass, routes } from '@career/api-sdk';
import {
  Card,
  dayLimits,
  FormPage,
  Grid,
  Loaded,
  Notice,
  optional,
  Text,
  Textarea,
  TextField,
  typedNumber,
  useLoaded,
  useScreenTitleFrom,
  useServerForm,
} from '@career/tools-ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';

/** Registers a class (`classId` null) or changes one. */
export function ClassEditor({ classId }: { classId: string | null }) {
  const loaded = useLoaded(
    () => (classId ? api.load(routes.instructorWork.classParticipants, { params: { id: classId } }) : null),
    classId,
  );
  return (
    <Loaded
      value={loaded}
      failed="수업을 불러오지 못했습니다"
      loading={{ label: '수업을 불러오는 중', lines: 6 }}
      empty={<Editor existing={null} />}
    >
      {(data) => <Editor existing={data.class} />}
    </Loaded>
  );
}

function Editor({ existing }: { existing: InstructorClass | null }) {
  // The views of /instructor-modal/class share its route: each names itself in the tab title.
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenTitleFrom(heading);
  const navigate = useNavigate();
  const managed = existing?.managed ?? false;
  const form = useServerForm({
    name: existing?.name ?? '',
    organization: existing?.organization ?? '',
    place: existing?.place ?? '',
    starts_on: existing?.starts_on ?? '',
    ends_on: existing?.ends_on ?? '',
    capacity: existing?.capacity === null || existing === null ? '' : String(existing.capacity),
    fee_amount: existing?.fee.amount === null || existing === null ? '' : String(existing.fee.amount),
    memo: existing?.memo ?? '',
  });
  const back = existing ? `?class=${existing.id}` : '/instructor-modal/class';
  const save = async () => {
    const body = {
      name: form.values.name,
      organization: form.values.organization,
      place: optional(form.values.place) ?? null,
      starts_on: form.values.starts_on,
      ends_on: form.values.ends_on,
      capacity: typedNumber(form.values.capacity),
      fee_amount: typedNumber(form.values.fee_amount),
      memo: optional(form.values.memo) ?? null,
    };
    const saved = await form.submit(() =>
      existing
        ? api.call(routes.instructorWork.classUpdate, { params: { id: String(existing.id) }, body })
        : api.call(routes.instructorWork.classRegister, { body }),
    );
    if (saved) navigate(`/instructor-modal/class?class=${saved.id}`);
  };
  return (
    <FormPage
      title={existing ? '수업 고치기' : '수업 등록'}
      headingRef={heading}
      context={existing ? existing.name : '기관과 날짜, 정원과 강사료를 적어 두면 강사료 내역과 보고서에 쓰입니다.'}
      notice={
        managed ? (
          <Notice tone="info" title="대학이 만든 수업입니다">
            <Text>이름·기관·기간·정원은 대학에서 정합니다. 여기에서는 장소, 강사료와 메모만 고칠 수 있습니다.</Text>
          </Notice>
        ) : null
      }
      onSubmit={save}
      saving={form.saving}
      submitLabel={existing ? '바꾼 내용 저장' : '수업 등록'}
      back={{ to: back, label: existing ? '수업으로 돌아가기' : '내 수업 목록으로' }}
    >
      <Card title="수업" headingLevel={2}>
        <Grid minItemWidth="14rem" space="3">
          <TextField label="수업 이름" isRequired isReadOnly={managed} maxLength={60} {...form.field('name')} />
          <TextField
            label="기관"
            isRequired
            isReadOnly={managed}
            maxLength={60}
            description="학교·회사·센터 이름"
            {...form.field('organization')}
          />
          <TextField label="장소 (선택)" maxLength={100} {...form.field('place')} />
          <TextField
            label="시작일"
            type="date"
            isRequired
            isReadOnly={managed}
            {...dayLimits(CLASS_DAYS)}
            {...form.field('starts_on')}
          />
          <TextField
            label="종료일"
            type="date"
            isRequired
            isReadOnly={managed}
            {...dayLimits(CLASS_DAYS)}
            {...form.field('ends_on')}
          />
          <TextField
            label="정원 (선택)"
            inputMode="numeric"
            isReadOnly={managed}
            description="비워 두면 정원 없이 받습니다."
            {...form.field('capacity')}
          />
          <TextField
            label="강사료 (선택, 원)"
            inputMode="numeric"
            description="기관과 약속한 금액"
            {...form.field('fee_amount')}
          />
        </Grid>
      </Card>
      <Card title="메모 (선택)" headingLevel={2}>
        <Textarea label="메모" maxLength={1000} {...form.field('memo')} />
      </Card>
    </FormPage>
  );
}
