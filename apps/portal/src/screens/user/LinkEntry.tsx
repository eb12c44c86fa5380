import { ACTION_ITEMS } from '@career/api-sdk';
import { type LinkEntry as Entry, enterWithLink } from '@career/session';
import { EmptyState, linkButton, Spinner } from '@career/tools-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { showAlert } from '../../alerts';
import { api } from '../../api';
import { toolPath } from '../../tools/paths';

/**
 * Token-link entry (spec §4) for /user/{token} and the regional /gwangju/{token}/{userId}: sign the
 * link's user in, exchange the url token, then go to the link's tool, or to the user's tools.
 */
export function LinkEntry({ region }: { region?: 'gwangju' }) {
  const { token = '', userId } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // One exchange per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const entry: Entry = region ? { kind: 'regional', region, token, userId: Number(userId) } : { kind: 'link', token };
    void enterWithLink(api, entry).then((result) => {
      if (result.ok) {
        // A link made for one tool goes straight into it (url data's actionItemType, spec §3).
        const tool = ACTION_ITEMS.find((item) => item === result.actionItemType);
        navigate(tool ? toolPath('user', tool) : '/user', { replace: true });
        return;
      }
      showAlert(result.message);
      if (result.goTo) navigate(result.goTo, { replace: true });
      else setFailure(result.message);
    });
  }, [region, token, userId, navigate]);

  if (failure) {
    return (
      <EmptyState
        headingLevel={1}
        icon="alert"
        title="링크로 들어갈 수 없습니다"
        description={`${failure} 링크를 보낸 상담사나 강사에게 새 링크를 요청해 주세요.`}
        action={
          <Link to="/user/main/login" className={linkButton({ variant: 'secondary' })}>
            링크 코드 다시 입력
          </Link>
        }
      />
    );
  }
  return <Spinner label="링크를 확인하는 중" showLabel />;
}

export function RegionalEntry() {
  return <LinkEntry region="gwangju" />;
}
