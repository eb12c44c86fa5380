import { AI_GIFT_TOOLS, type aiGifts, type EndpointData, routes } from '@career/api-sdk';
import {
  Card,
  FormPage,
  FormRecord,
  Inline,
  optional,
  Stack,
  Textarea,
  TextField,
  ToolChoice,
  typedNumber,
  UserText,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../AuditTrail';
import { RevokeCard } from '../RevokeCard';
import { GiftUse } from './GiftUse';

type Gift = EndpointData<typeof aiGifts.giftDetail>;

/** /admin/ai-gift/create and /admin/ai-gift/update/{aiGiftId}. */
export function AiGiftForm() {
  const { aiGiftId } = useParams();
  const loaded = useLoaded(
    () => (aiGiftId ? api.load(routes.aiGifts.giftDetail, { params: { id: aiGiftId } }) : null),
    aiGiftId,
  );
  return (
    <FormRecord value={loaded} title="AI 선물 수정" what="AI 선물">
      {(gift) => (
        // A revocation loads the gift again: the form starts from what the server now holds.
        <AiGiftEditor key={gift?.updated_at ?? 'new'} gift={gift} reload={loaded.retry} />
      )}
    </FormRecord>
  );
}

function AiGiftEditor({ gift, reload }: { gift: Gift | null; reload(): void }) {
  const navigate = useNavigate();
  const form = useServerForm({
    code: '',
    title: gift?.title ?? '',
    tools: (gift?.tools ?? []) as string[],
    valid_from: gift?.valid_from ?? '',
    valid_until: gift?.valid_until ?? '',
    max_uses: gift?.max_uses ? String(gift.max_uses) : '',
    memo: gift?.memo ?? '',
  });
  const { values } = form;
  const save = async () => {
    const body = {
      title: values.title,
      tools: values.tools as Gift['tools'],
      valid_from: optional(values.valid_from),
      valid_until: optional(values.valid_until),
      max_uses: typedNumber(values.max_uses),
      memo: optional(values.memo),
    };
    const saved = await form.submit(() =>
      gift
        ? api.call(routes.aiGifts.giftUpdate, { params: { id: String(gift.id) }, body })
        : api.call(routes.aiGifts.giftCreate, { body: { ...body, code: optional(values.code) } }),
    );
    if (!saved) return;
    if (gift) reload();
    else navigate(`/ai-gift/update/${saved.id}`, { replace: true });
  };
  return (
    <FormPage
      title={gift ? 'AI 선물 수정' : 'AI 선물 만들기'}
      context={
        gift ? (
          <>
            <UserText>{gift.title}</UserText> · 코드 {gift.code}
          </>
        ) : (
          '코드 하나로 고른 도구를 엽니다. 받은 사람은 AI 선물 코드로 로그인해 그 도구만 이용합니다.'
        )
      }
      notice={gift ? <GiftUse gift={gift} /> : null}
      onSubmit={save}
      saving={form.saving}
      submitLabel={gift ? '바꾼 내용 저장' : 'AI 선물 만들기'}
      back={{ to: '/ai-gift', label: '목록으로' }}
      after={
        gift ? (
          <>
            <RevokeCard
              what={`AI 선물 "${gift.title}"`}
              effect="이 코드로 더 이상 로그인할 수 없고, 로그인해 있던 사람도 바로 로그아웃됩니다. 이미 남긴 결과는 그대로입니다."
              revokedAt={gift.revoked_at}
              onRevoke={(reason) =>
                api.call(routes.aiGifts.revoke, { params: { id: String(gift.id) }, body: { reason } }, { unwrap: true })
              }
              onRevoked={reload}
            />
            <AuditTrail entity="ai_gift" entityId={gift.id} />
          </>
        ) : null
      }
    >
      <Card title="선물" headingLevel={2}>
        <Stack space="4">
          {gift ? null : (
            <TextField
              label="선물 코드 (선택)"
              maxLength={30}
              description="비워 두면 XXXX-XXXX-XXXX-XXXX 형식으로 만듭니다. 정하려면 영문, 숫자와 하이픈으로 4~30자."
              {...form.field('code')}
            />
          )}
          <TextField
            label="선물 이름"
            isRequired
            maxLength={50}
            description="예: 2026 진로 캠프 참가 선물"
            {...form.field('title')}
          />
          <Inline space="3" alignY="top" wrap>
            <TextField label="사용 시작일 (선택)" type="date" {...form.field('valid_from')} />
            <TextField label="사용 마지막 날 (선택)" type="date" {...form.field('valid_until')} />
            <TextField
              label="로그인 횟수 (선택)"
              inputMode="numeric"
              description="비우면 제한 없음"
              {...form.field('max_uses')}
            />
          </Inline>
          <Textarea label="메모 (선택)" maxLength={500} rows={3} {...form.field('memo')} />
        </Stack>
      </Card>
      <ToolChoice
        form={form}
        tools={AI_GIFT_TOOLS}
        title="여는 도구"
        description="선물 코드로 로그인한 사람은 고른 도구만 봅니다. 바꾸면 다음 화면부터 바로 적용됩니다."
      />
    </FormPage>
  );
}
