import { ACTION_ITEMS, TOOLS } from '@career/api-sdk';
import { ensureSession, identities, sessions } from '@career/session';
import { Card, Grid, Heading, Stack, Text, textLink } from '@career/tools-ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { PhoneGate } from '../PhoneGate';

/** The consultant's home: who is signed in, the student beside them, and the tools of a session. */
export function ConsultantMain() {
  const names = useSnapshot(identities);
  const student = useSnapshot(sessions.user);
  // A student may have signed in through their link in this browser before the page was loaded.
  useEffect(() => {
    void ensureSession(api, 'user');
  }, []);
  return (
    <PhoneGate>
      <Stack space="8">
        <Stack space="2">
          <Heading level={1}>상담 홈</Heading>
          <Text tone="muted">{names.universityUser} 상담사님, 오늘 상담에서 학생과 함께 진행할 도구를 고릅니다.</Text>
        </Stack>
        <Card title="함께 있는 학생" headingLevel={2}>
          {student.isAuth ? (
            <Stack space="3">
              <Text>
                <strong>{names.user}</strong> 학생이 이 브라우저에서 로그인해 있습니다.
              </Text>
              <Link to="/consultant/student/logout" className={textLink}>
                학생 로그아웃
              </Link>
            </Stack>
          ) : (
            <Text tone="muted">
              학생이 받은 링크(예: /user/링크코드)로 이 브라우저에서 들어오면 여기에 이름이 보입니다. 상담이 끝나면 학생
              로그아웃으로 학생의 세션만 닫을 수 있습니다.
            </Text>
          )}
        </Card>
        <section aria-labelledby="consultant-tools">
          <Stack space="4">
            <Heading level={2} id="consultant-tools">
              상담 도구
            </Heading>
            <Text tone="muted">
              자기 이해에서 시작해 직업 탐색, 자기소개서와 면접 준비까지 이어지는 열 가지 도구입니다.
            </Text>
            <Grid minItemWidth="14rem" space="3">
              {ACTION_ITEMS.map((tool) => (
                <Card key={tool} title={TOOLS[tool].name} headingLevel={3}>
                  <Text size="sm" tone="muted">
                    {TOOLS[tool].summary}
                  </Text>
                </Card>
              ))}
            </Grid>
          </Stack>
        </section>
      </Stack>
    </PhoneGate>
  );
}
