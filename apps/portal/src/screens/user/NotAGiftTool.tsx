import { type ActionItem, TOOL_NAMES } from '@career/api-sdk';
import { EmptyState, linkButton, Stack } from '@career/tools-ui';
import { Link, useLocation } from 'react-router-dom';

/**
 * `/ai-gift/{tool}/main` of a tool AI gifts never hold (the mock interview): a signed-in gift user
 * is told so and given the way back to their own tools, not sent to the public home.
 */
export function NotAGiftTool() {
  const tool = useLocation().pathname.split('/')[2] as ActionItem;
  const name = TOOL_NAMES[tool] ?? '이 도구';
  return (
    <Stack space="6">
      <EmptyState
        headingLevel={1}
        icon="info"
        title={`${name}은 AI 선물로 이용할 수 없습니다`}
        description="AI 선물로 받은 도구는 내 도구에서 열 수 있습니다. 이 도구가 필요하면 상담 선생님이나 강사에게 문의해 주세요."
        action={
          <Link to="/user" className={linkButton({ variant: 'primary' })}>
            내 도구로
          </Link>
        }
      />
    </Stack>
  );
}
