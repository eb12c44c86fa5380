import { ensureSession, identities, sessions } from '@career/session';
import {
  Card,
  CouponRedeem,
  EmptyState,
  Heading,
  Loaded,
  linkButton,
  Spinner,
  Stack,
  Text,
  UserText,
} from '@career/tools-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { PendingActionItems, useOverview } from '../../tools/overview';
import { ToolLauncher } from '../../tools/ToolLauncher';

/**
 * The user's home: the tools of their link (or of their AI gift) with what they have finished.
 * Signed out, it explains how to come in.
 */
export function UserMain() {
  const session = useSnapshot(sessions.user);
  const names = useSnapshot(identities);
  const [checking, setChecking] = useState(!sessions.user.isAuth);
  const overview = useOverview('user', session.isAuth ? session.uid : null);

  useEffect(() => {
    let active = true;
    void ensureSession(api, 'user').then(() => {
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

  if (overview.status !== 'ready') {
    return (
      <Loaded
        value={overview}
        failed="진로 도구를 불러오지 못했습니다"
        loading={{ label: '진로 도구를 불러오는 중', lines: 6 }}
        headingLevel={1}
      />
    );
  }

  const { tools, action_items } = overview.data;
  const done = tools.filter((tool) => tool.results > 0).length;
  return (
    <Stack space="8">
      <Stack space="2">
        <Heading level={1}>
          <UserText>{names.user}</UserText> 님의 진로 도구
        </Heading>
        <Text tone="muted">
          {session.code ? 'AI 선물로 받은 도구입니다. ' : ''}
          {tools.length}개 도구 가운데 {done}개를 마쳤습니다. 답변은 입력하는 대로 저장되어 언제든 이어서 할 수
          있습니다.
        </Text>
      </Stack>
      <ToolLauncher audience="user" tools={tools.map((tool) => tool.action_item)} progress={tools} headingLevel={2} />
      <Card title="나의 실천 계획" headingLevel={2}>
        <PendingActionItems items={action_items} />
      </Card>
      <Card
        title="나의 진로 포트폴리오"
        headingLevel={2}
        description="마친 도구의 결과, 도구들이 함께 말하는 것, 남은 실천 계획과 상담 기록을 한곳에서 보고 PDF로 저장합니다."
      >
        <div>
          <Link to="/user/portfolio" className={linkButton({ variant: 'secondary' })}>
            진로 포트폴리오 보기
          </Link>
        </div>
      </Card>
      {/* A gift's session has the gift's tools; a coupon is redeemed through the user's own link. The
          form is named by its label, not a heading: the headings of this page are the tools'. */}
      {session.code ? null : (
        <Card tone="muted">
          <Stack space="3">
            <Text tone="muted">
              쿠폰을 받았나요? 쿠폰 코드를 등록하면 이용권이 있어야 하는 도구를 바로 이용할 수 있습니다.
            </Text>
            <CouponRedeem client={api} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
