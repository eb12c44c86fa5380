import { type Audience, callsFor, routes } from '@career/api-sdk';
import { identities } from '@career/session';
import { CareerPortfolio, Heading, Loaded, Stack, Text, textLink, UserText, useLoaded } from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { ChooseStudent } from '../../tools/ChooseStudent';
import { TOOL_LIST } from '../../tools/paths';
import { useSubject } from '../../tools/subject';
import { inToolWindow } from '../../tools/windowMessages';

/**
 * The career portfolio (issue 39, decision 058) of the signed-in student, or of the consultant's
 * or instructor's chosen student: the same page for each, read from the server as kept.
 */
function PortfolioScreen({ audience }: { audience: Audience }) {
  const subject = useSubject(audience);
  const staff = useSnapshot(identities).universityUser;
  const portfolio = useLoaded(
    () =>
      subject
        ? api.load(callsFor(routes.dashboard, audience).portfolio, { params: { userId: String(subject.id) } })
        : null,
    subject ? `${audience}:${subject.id}` : null,
  );
  if (!subject) return <ChooseStudent audience={audience} toolName="진로 포트폴리오" />;
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>
          <UserText>{subject.name}</UserText> 님의 진로 포트폴리오
        </Heading>
        <Text tone="muted">
          마친 도구의 결과를 남긴 그대로 한곳에 모았습니다. 결과가 말하는 만큼만 적었으니, 어긋나는 곳은 상담에서 함께
          이야기해 보세요.
        </Text>
        {inToolWindow() ? null : (
          <Link to={TOOL_LIST[audience]} className={textLink}>
            도구 목록으로
          </Link>
        )}
      </Stack>
      <Loaded
        value={portfolio}
        failed="진로 포트폴리오를 불러오지 못했습니다"
        loading={{ label: '진로 포트폴리오를 불러오는 중', lines: 8 }}
      >
        {(data) => (
          <CareerPortfolio portfolio={data} reader={audience} counsellor={audience === 'user' ? null : staff} />
        )}
      </Loaded>
    </Stack>
  );
}

export const UserPortfolio = () => <PortfolioScreen audience="user" />;
export const ConsultantPortfolio = () => <PortfolioScreen audience="consultant" />;
export const InstructorPortfolio = () => <PortfolioScreen audience="instructor" />;
