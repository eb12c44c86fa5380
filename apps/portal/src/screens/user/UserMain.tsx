import { ACTION_ITEMS, type ActionItem, AI_GIFT_TOOLS, COMPLETED_FLAG } from '@career/api-sdk';
import { completedTools, ensureSession, identities, loadCompletedTools, sessions } from '@career/session';
import { EmptyState, Heading, linkButton, Spinner, Stack, Text } from '@career/tools-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { ToolLauncher } from '../../tools/ToolLauncher';

/**
 * The user's home: the tools of their link (or of their AI gift) with what they have finished.
 * Signed out, it explains how to come in.
 */
export function UserMain() {
  const session = useSnapshot(sessions.user);
  const names = useSnapshot(identities);
  const completed = useSnapshot(completedTools);
  const [checking, setChecking] = useState(!sessions.user.isAuth);

  useEffect(() => {
    let active = true;
    void ensureSession(api, 'user').then(async (signedIn) => {
      if (signedIn && sessions.user.uid !== null) await loadCompletedTools(api, sessions.user.uid);
      if (active) setChecking(false);
    });
    return () => {
      active = false;
    };
  }, []);

  if (checking) return <Spinner label="참여 정보를 확인하는 중" showLabel />;

  if (!session.isAuth) {
    return (
      <EmptyState
        headingLevel={1}
        icon="compass"
        title="받은 링크로 들어와 주세요"
        description="상담사나 강사에게 받은 링크를 열거나, 링크 코드를 입력하면 나에게 맞는 진로 도구를 진행할 수 있습니다. AI 선물 코드를 받았다면 선물 코드로 시작해 주세요."
        action={
          <Stack space="2" align="center">
            <Link to="/user/main/login" className={linkButton({ variant: 'primary' })}>
              링크 코드 입력
            </Link>
            <Link to="/ai-gift/login" className={linkButton({ variant: 'ghost' })}>
              AI 선물 코드로 시작
            </Link>
          </Stack>
        }
      />
    );
  }

  const tools: readonly ActionItem[] = session.code ? AI_GIFT_TOOLS : ACTION_ITEMS;
  const done = tools.filter((tool) => completed[COMPLETED_FLAG[tool]]).length;
  return (
    <Stack space="8">
      <Stack space="2">
        <Heading level={1}>{names.user} 님의 진로 도구</Heading>
        <Text tone="muted">
          {session.code ? 'AI 선물로 받은 도구입니다. ' : ''}열 가지 중 {tools.length}개 도구 가운데 {done}개를
          마쳤습니다. 답변은 입력하는 대로 저장되어 언제든 이어서 할 수 있습니다.
        </Text>
      </Stack>
      <ToolLauncher audience="user" tools={tools} completed={completed} headingLevel={2} />
    </Stack>
  );
}
