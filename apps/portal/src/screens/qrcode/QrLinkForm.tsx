import {
  type EndpointData,
  GUEST_TOOLS,
  type GuestTool,
  type qrcode,
  routes,
  TOOL_NAMES,
  VALIDITY_DAYS,
} from '@career/api-sdk';
import {
  alert,
  Button,
  dayLimits,
  Form,
  Inline,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
} from '@career/tools-ui';
import { useState } from 'react';
import { api } from '../../api';

export type QrLink = EndpointData<typeof qrcode.create>;
export type OwnClass = EndpointData<typeof qrcode.list>['classes'][number];

const NO_CLASS = 'none';
/** The fields that show the server's reasons themselves. */
const FIELDS = ['title', 'session_label', 'expires_on', 'max_uses'] as const;

/** A whole number of guests as typed, or null for no limit; NaN when it is not one. */
const usesOf = (typed: string) =>
  typed.trim() === '' ? null : /^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN;

export interface QrLinkFormProps {
  /** The link to change; a new one is made without it. */
  link?: QrLink;
  /** The classes the owner teaches (a new link may be for one of them). */
  classes: readonly OwnClass[];
  onSaved(link: QrLink): void;
  onCancel?(): void;
}

/**
 * Makes a guest QR link (tool, title, class or session, last day, number of guests) or changes one
 * (title, last day, number of guests). The server checks every field again and says what is wrong.
 */
export function QrLinkForm({ link, classes, onSaved, onCancel }: QrLinkFormProps) {
  const [tool, setTool] = useState<GuestTool>(link?.action_item ?? GUEST_TOOLS[0]);
  const [title, setTitle] = useState(link?.title ?? '');
  const [classId, setClassId] = useState<string>(link?.class ? String(link.class.id) : NO_CLASS);
  const [session, setSession] = useState(link?.session_label ?? '');
  const [expiresOn, setExpiresOn] = useState(link?.expires_on ?? '');
  const [maxUses, setMaxUses] = useState(link?.max_uses === null || !link ? '' : String(link.max_uses));
  const [busy, setBusy] = useState(false);
  // The server's reasons by field (a last day outside its domain, too many guests), shown at each field.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const uses = usesOf(maxUses);
  const usesProblem = Number.isNaN(uses) ? '인원은 숫자로 입력해 주세요.' : (refused.max_uses ?? null);
  const changed = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setRefused(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = async () => {
    if (usesProblem || !title.trim()) return;
    setBusy(true);
    const common = { title, expires_on: expiresOn || null, max_uses: uses };
    const reply = link
      ? await api.load(routes.qrcode.update, { params: { id: String(link.id) }, body: common })
      : await api.load(routes.qrcode.create, {
          body: {
            ...common,
            action_item: tool,
            university_class_id: classId === NO_CLASS ? null : Number(classId),
            session_label: session.trim() || null,
          },
        });
    setBusy(false);
    if (reply.ok) {
      setRefused({});
      onSaved(reply.data);
      return;
    }
    const atFields = Object.fromEntries((reply.issues ?? []).map((issue) => [issue.path, issue.message]));
    setRefused(atFields);
    // A reason no field of the form shows (a closed class, a lost connection) is said in a dialog.
    if (!FIELDS.some((field) => field in atFields)) void alert(reply.message);
  };

  return (
    <Form onSubmit={save}>
      <Stack space="4" align="start">
        {link ? null : (
          <RadioGroup
            label="도구"
            value={tool}
            onChange={(value) => setTool(value as GuestTool)}
            orientation="horizontal"
          >
            {GUEST_TOOLS.map((guestTool) => (
              <Radio key={guestTool} value={guestTool}>
                {TOOL_NAMES[guestTool]}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <TextField
          label="제목"
          description="참여자가 링크를 열면 보는 이름입니다. 예: 3주차 자기소개서 실습"
          value={title}
          onChange={changed('title', setTitle)}
          maxLength={100}
          isRequired
          isInvalid={refused.title !== undefined}
          errorMessage={refused.title}
        />
        {link ? null : (
          <>
            <Select
              label="수업"
              description="고르면 참여자의 글이 그 수업의 것으로 모입니다."
              options={[
                { id: NO_CLASS, label: '수업 없이' },
                ...classes.map((known) => ({ id: String(known.id), label: known.name })),
              ]}
              selectedKey={classId}
              onSelectionChange={(key) => setClassId(String(key))}
            />
            <TextField
              label="세션 이름 (선택)"
              description="예: 11월 28일 오후반"
              value={session}
              onChange={changed('session_label', setSession)}
              maxLength={100}
              isInvalid={refused.session_label !== undefined}
              errorMessage={refused.session_label}
            />
          </>
        )}
        <TextField
          label="마지막 날 (선택)"
          description="이날이 지나면 새로 참여할 수 없습니다. 비우면 닫을 때까지 열려 있습니다."
          type="date"
          {...dayLimits(VALIDITY_DAYS)}
          value={expiresOn}
          onChange={changed('expires_on', setExpiresOn)}
          isInvalid={refused.expires_on !== undefined}
          errorMessage={refused.expires_on}
        />
        <TextField
          label="최대 인원 (선택)"
          description="이 인원이 참여하면 더 받지 않습니다. 비우면 제한이 없습니다."
          inputMode="numeric"
          value={maxUses}
          onChange={changed('max_uses', setMaxUses)}
          isInvalid={usesProblem !== null}
          errorMessage={usesProblem ?? undefined}
        />
        {link ? (
          <Text size="sm" tone="muted">
            도구와 수업은 만든 뒤에 바꿀 수 없습니다. 바꾸려면 새 링크를 만들어 주세요.
          </Text>
        ) : null}
        <Inline space="2">
          <Button
            type="submit"
            variant="primary"
            isLoading={busy}
            loadingLabel="저장하는 중"
            isDisabled={!title.trim() || usesProblem !== null}
          >
            {link ? '바꾼 내용 저장' : 'QR 링크 만들기'}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onPress={onCancel}>
              취소
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Form>
  );
}
