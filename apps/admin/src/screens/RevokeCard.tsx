import { withParticle } from '@career/api-sdk';
import { Button, Card, confirm, dateTimeOf, isolated, Stack, Text, TextField, UserText } from '@career/tools-ui';
import { useState } from 'react';

export interface RevokeCardProps {
  /** What is revoked, in words: '쿠폰 묶음 "신입생 쿠폰"' (it holds a name: shown isolated). */
  what: string;
  /** What revoking does and does not do, said on the card and in the confirmation. */
  effect: string;
  /** When it was revoked, or null while it is in use. */
  revokedAt: string | null;
  /** Revokes with the reason typed (or null); false or undefined when the server refused (it has said why). */
  onRevoke: (reason: string | null) => Promise<unknown>;
  /** After a revocation: the screen loads the thing again. */
  onRevoked: () => void;
}

/**
 * Revoking, set apart at the bottom of a screen like deleting (DeleteButton), confirmed first, with
 * an optional reason kept in the audit log. Revoking twice is no error, so a revoked thing says when.
 */
export function RevokeCard({ what, effect, revokedAt, onRevoke, onRevoked }: RevokeCardProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    const sure = await confirm(
      `${isolated(what)}${withParticle(what, '을/를').slice(what.length)} 회수할까요? ${effect} 회수한 뒤에는 되돌릴 수 없습니다.`,
      {
        title: '회수',
        confirmLabel: '회수',
        tone: 'danger',
      },
    );
    if (!sure) return;
    setBusy(true);
    const done = await onRevoke(reason.trim() === '' ? null : reason.trim());
    setBusy(false);
    if (done) onRevoked();
  };
  return (
    <Card title="회수" headingLevel={2} tone="muted">
      {revokedAt ? (
        <Text tone="muted">{`${dateTimeOf(revokedAt)}에 회수했습니다. ${effect}`}</Text>
      ) : (
        <Stack space="3" align="start">
          <Text tone="muted">{effect}</Text>
          <TextField
            label="회수 사유 (선택)"
            description="관리 기록에 남습니다."
            maxLength={500}
            value={reason}
            onChange={setReason}
          />
          <Button variant="danger" isLoading={busy} loadingLabel="회수하는 중" onPress={revoke}>
            <UserText>{what}</UserText> 회수
          </Button>
        </Stack>
      )}
    </Card>
  );
}
