import { routes } from '@career/api-sdk';
import { Button, confirm } from '@career/tools-ui';
import { useState } from 'react';
import { api } from '../../api';

/** The address a participant signs in with. */
export const userLinkOf = (token: string) => `${window.location.origin}/user/${token}`;

/** Reissuing (the old link stops working) or revoking a participant's sign-in link, each confirmed first. */
export function ParticipantLinkActions({
  id,
  name,
  hasLink,
  onChanged,
}: {
  id: number;
  name: string;
  hasLink: boolean;
  onChanged(): void;
}) {
  const [busy, setBusy] = useState(false);
  const act = async (action: 'reissue' | 'revoke') => {
    const sure = await confirm(
      action === 'reissue'
        ? `${name}님의 로그인 링크를 새로 만들까요? 지금 링크와 인쇄한 카드는 더 이상 쓸 수 없습니다.`
        : `${name}님의 로그인 링크를 회수할까요? 새로 발급할 때까지 링크로 들어올 수 없습니다.`,
      {
        title: action === 'reissue' ? '링크 재발급' : '링크 회수',
        confirmLabel: action === 'reissue' ? '재발급' : '회수',
        tone: 'warning',
      },
    );
    if (!sure) return;
    setBusy(true);
    const done = await api.call(
      routes.university.participantLink,
      { params: { id: String(id) }, body: { action } },
      { unwrap: true },
    );
    setBusy(false);
    if (done) onChanged();
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        isLoading={busy}
        loadingLabel="처리 중"
        onPress={() => act('reissue')}
        aria-label={`${name} 링크 ${hasLink ? '재발급' : '발급'}`}
      >
        {hasLink ? '재발급' : '발급'}
      </Button>
      {hasLink ? (
        <Button
          size="sm"
          variant="ghost"
          isDisabled={busy}
          onPress={() => act('revoke')}
          aria-label={`${name} 링크 회수`}
        >
          회수
        </Button>
      ) : null}
    </>
  );
}
