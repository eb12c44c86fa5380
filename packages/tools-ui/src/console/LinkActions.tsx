import { useState } from 'react';
import { Button } from '../components/Button';
import { isolated } from '../components/UserText';
import { confirm } from '../shell';

/** The address a user signs in with by their link: the server names its path (/user/… or a regional one, spec §2). */
export const userLinkOf = (link: { path: string }) => `${window.location.origin}${link.path}`;

/**
 * Reissuing (the old link stops working) or revoking a user's sign-in link, each confirmed first;
 * `change` makes the call (the admin's or the university's) and yields something truthy when done.
 */
export function LinkActions({
  name,
  hasLink,
  change,
  onChanged,
}: {
  name: string;
  hasLink: boolean;
  change(action: 'reissue' | 'revoke'): Promise<unknown>;
  onChanged(): void;
}) {
  const [busy, setBusy] = useState(false);
  const act = async (action: 'reissue' | 'revoke') => {
    const sure = await confirm(
      action === 'reissue'
        ? `${isolated(name)}님의 로그인 링크를 새로 만들까요? 지금 링크와 인쇄한 카드는 더 이상 쓸 수 없습니다.`
        : `${isolated(name)}님의 로그인 링크를 회수할까요? 새로 발급할 때까지 링크로 들어올 수 없습니다.`,
      {
        title: action === 'reissue' ? '링크 재발급' : '링크 회수',
        confirmLabel: action === 'reissue' ? '재발급' : '회수',
        tone: 'warning',
      },
    );
    if (!sure) return;
    setBusy(true);
    const done = await change(action);
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
