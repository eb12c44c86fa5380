import { EmptyState, linkButton } from '@career/tools-ui';
import { Link } from 'react-router-dom';

/**
 * /guest, where unknown guest paths lead (spec §2). The spec gives it no screen: guests come in
 * only through an instructor's QR link, so this says what is needed and offers a way on
 * (decision 007).
 */
export function GuestHome() {
  return (
    <EmptyState
      headingLevel={1}
      icon="compass"
      title="QR 코드로 들어와 주세요"
      description="게스트 화면은 강사가 수업에서 보여 주는 자기소개서·심층 인터뷰 QR 코드로 열립니다. QR 코드를 다시 찍거나, 강사에게 링크를 다시 받아 주세요."
      action={
        <Link to="/" className={linkButton({ variant: 'secondary' })}>
          처음 화면으로
        </Link>
      }
    />
  );
}
