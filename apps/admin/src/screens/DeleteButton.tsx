import { withParticle } from '@career/api-sdk';
import { Button, Card, confirm, isolated, Text, UserText } from '@career/tools-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface DeleteButtonProps {
  /** What is deleted, in words: '대학 "한빛대학교"' (it holds a name: shown isolated). */
  what: string;
  /** Why it cannot be deleted now, or null. */
  blockedReason: string | null;
  /** Deletes; false or undefined when the server refused (it has said why). */
  onDelete: () => Promise<unknown>;
  /** Where to go afterwards. */
  after: string;
}

/** Deleting, set apart at the bottom of an edit screen and confirmed first. */
export function DeleteButton({ what, blockedReason, onDelete, after }: DeleteButtonProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const sure = await confirm(
      `${isolated(what)}${withParticle(what, '을/를').slice(what.length)} 지울까요? 지운 뒤에는 되돌릴 수 없습니다.`,
      {
        title: '지우기',
        confirmLabel: '지우기',
        tone: 'danger',
      },
    );
    if (!sure) return;
    setBusy(true);
    const done = await onDelete();
    setBusy(false);
    if (done) navigate(after, { replace: true });
  };
  return (
    <Card title="지우기" headingLevel={2} tone="muted">
      {blockedReason ? (
        <Text tone="muted">{blockedReason}</Text>
      ) : (
        <Button variant="danger" isLoading={busy} loadingLabel="지우는 중" onPress={remove}>
          <UserText>{what}</UserText> 지우기
        </Button>
      )}
    </Card>
  );
}
