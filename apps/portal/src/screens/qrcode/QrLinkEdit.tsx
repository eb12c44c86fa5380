import { routes } from '@career/api-sdk';
import { EmptyState, Heading, Loaded, linkButton, QrCode, Stack, Text, useLoaded } from '@career/tools-ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { QrLinkForm } from './QrLinkForm';
import { guestAddress, linkFacts } from './QrLinks';

const BACK = '/instructor-modal/qrcode';

/**
 * One link's settings on a page of its own (spec §2 /instructor-modal/qrcode/edit?id=…): its title,
 * last day and number of guests; without an id, a new link.
 */
export function QrLinkEdit() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  const valid = id === null || /^[1-9]\d{0,9}$/.test(id);
  const loaded = useLoaded(() => (valid ? api.load(routes.qrcode.list) : null), id);
  const back = (
    <Link to={BACK} className={linkButton({ variant: 'ghost', size: 'sm' })}>
      QR 링크 목록으로
    </Link>
  );
  const page = (body: React.ReactNode) => (
    <Stack space="6">
      <Stack space="2" align="start">
        {back}
        <Heading level={1}>QR 링크 편집</Heading>
      </Stack>
      {body}
    </Stack>
  );
  if (!valid)
    return page(
      <EmptyState icon="alert" title="링크 번호가 올바르지 않습니다" description="목록에서 바꿀 링크를 골라 주세요." />,
    );
  if (loaded.status !== 'ready') {
    return page(
      <Loaded
        value={loaded}
        failed="QR 링크를 불러오지 못했습니다"
        loading={{ label: 'QR 링크를 불러오는 중', lines: 4 }}
      />,
    );
  }
  const link = id === null ? undefined : loaded.data.links.find((known) => known.id === Number(id));
  if (id !== null && !link) {
    return page(
      <EmptyState
        icon="alert"
        title="QR 링크를 찾을 수 없습니다"
        description="지웠거나 다른 사람이 만든 링크입니다. 목록에서 골라 주세요."
      />,
    );
  }
  return page(
    <Stack space="6">
      {link ? (
        <Stack space="3">
          <Text tone="muted">{linkFacts(link)}</Text>
          <QrCode value={guestAddress(link)} size={180} filename={`QR_${link.title}.png`} />
        </Stack>
      ) : (
        <Text tone="muted">새 링크를 만듭니다. 만든 뒤 목록에서 QR 코드를 보여 줄 수 있습니다.</Text>
      )}
      <QrLinkForm
        link={link}
        classes={loaded.data.classes}
        onSaved={() => navigate(BACK)}
        onCancel={() => navigate(BACK)}
      />
    </Stack>,
  );
}
