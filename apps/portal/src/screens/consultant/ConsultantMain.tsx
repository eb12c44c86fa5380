import { ACTION_ITEMS, routes, TOOL_NAMES } from '@career/api-sdk';
import { ensureSession, identities, sessions } from '@career/session';
import {
  Button,
  Card,
  Heading,
  Inline,
  Stack,
  Text,
  ToolWindowLayer,
  textLink,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { PendingActionItems, useOverview } from '../../tools/overview';
import { toolPath } from '../../tools/paths';
import { StudentPicker } from '../../tools/StudentPicker';
import { chooseStudent } from '../../tools/sessionStudent';
import { useSubject } from '../../tools/subject';
import { ToolLauncher } from '../../tools/ToolLauncher';
import { useWindowPages, WindowPages } from '../../tools/ToolWindows';
import { PhoneGate } from '../PhoneGate';

/** Session helpers the consultant keeps beside a tool: the timer pinned on top, the tools' guide. */
const HELPERS = [
  { key: 'timer', title: '타이머', path: '/consultant-modal/timer', size: 'small' },
  { key: 'intro', title: '도구 소개', path: '/consultant-modal/intro', size: 'medium' },
] as const;

/**
 * The consultant's home: the students of their classes, the one chosen for this session (or signed
 * in through their link in this browser), and the tools to run with them, each opened in a tool
 * window over this screen (decision 014).
 */
export function ConsultantMain() {
  const names = useSnapshot(identities);
  const linked = useSnapshot(sessions.user);
  const student = useSubject('consultant');
  // A closed tool window may have finished a tool: the standing is read again.
  const [refresh, setRefresh] = useState(0);
  const windows = useWindowPages(() => setRefresh((count) => count + 1));
  // A student may have signed in through their link in this browser before the page was loaded.
  useEffect(() => {
    void ensureSession(api, 'user');
  }, []);
  const details = useLoaded(
    () => (student ? api.load(routes.users.studentDetails, { params: { id: String(student.id) } }) : null),
    student?.id ?? null,
  );
  const overview = useOverview('consultant', student?.id ?? null, refresh);
  const progress = overview.status === 'ready' ? overview.data.tools : null;
  const done = progress?.filter((tool) => tool.results > 0).length ?? 0;

  return (
    <PhoneGate>
      <ToolWindowLayer>
        <Stack space="8">
          <Stack space="2">
            <Heading level={1}>상담 홈</Heading>
            <Text tone="muted">{names.universityUser} 상담사님, 오늘 상담에서 학생과 함께 진행할 도구를 고릅니다.</Text>
          </Stack>
          <Card title="이번 상담의 학생" headingLevel={2}>
            {student ? (
              <Stack space="3">
                <Text>
                  <strong>
                    <UserText>{student.name}</UserText>
                  </strong>{' '}
                  학생과 진행합니다.
                  {details.status === 'ready' && details.data.class ? (
                    <>
                      {' '}
                      <UserText>{details.data.class.name}</UserText>
                    </>
                  ) : null}
                  {progress ? ` · 마친 도구 ${done}개` : ''}
                </Text>
                {overview.status === 'ready' ? <PendingActionItems items={overview.data.action_items} /> : null}
                <Inline space="4" alignY="center">
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() =>
                      windows.open({
                        key: 'portfolio',
                        title: `진로 포트폴리오 · ${student.name}`,
                        path: '/consultant-modal/portfolio',
                        size: 'tool',
                      })
                    }
                  >
                    진로 포트폴리오 창 열기
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={windows.pages.some((page) => page.size === 'tool')}
                    onPress={() => chooseStudent(null)}
                  >
                    다른 학생 고르기
                  </Button>
                  {linked.isAuth ? (
                    <Link to="/consultant/student/logout" className={textLink}>
                      학생 로그아웃
                    </Link>
                  ) : null}
                </Inline>
              </Stack>
            ) : (
              <Stack space="4">
                <Text tone="muted">
                  아래 목록에서 학생을 고르거나, 학생이 받은 링크(예: /user/링크코드)로 이 브라우저에서 들어오면 그
                  학생과 진행합니다.
                </Text>
                <StudentPicker caption="담당 학생" />
              </Stack>
            )}
          </Card>
          <section aria-labelledby="consultant-tools">
            <Stack space="4">
              <Heading level={2} id="consultant-tools">
                상담 도구
              </Heading>
              <Text tone="muted">
                자기 이해에서 시작해 직업 탐색, 자기소개서와 면접 준비까지 이어지는 열 가지 도구입니다. 도구는 이 화면
                위의 창에서 열리고, 창은 옮기거나 고정할 수 있습니다.
                {student ? '' : ' 학생을 고르면 도구를 열 수 있습니다.'}
              </Text>
              <Inline space="2">
                {HELPERS.map((helper) => (
                  <Button key={helper.key} size="sm" variant="ghost" onPress={() => windows.open(helper)}>
                    {`${helper.title} 창 열기`}
                  </Button>
                ))}
              </Inline>
              <ToolLauncher
                audience="consultant"
                tools={ACTION_ITEMS}
                progress={progress}
                isReady={Boolean(student)}
                onOpen={(tool) =>
                  windows.open({
                    key: tool,
                    title: `${TOOL_NAMES[tool]} · ${student?.name ?? ''}`,
                    path: toolPath('consultant', tool),
                    size: 'tool',
                  })
                }
              />
            </Stack>
          </section>
        </Stack>
        <WindowPages pages={windows.pages} onClose={windows.close} />
      </ToolWindowLayer>
    </PhoneGate>
  );
}
