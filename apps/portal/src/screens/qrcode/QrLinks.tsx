import { type Audience, type EndpointData, type qrcode, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  Badge,
  Button,
  Card,
  Column,
  Columns,
  CopyButton,
  EmptyState,
  Heading,
  Inline,
  Loaded,
  linkButton,
  QrCode,
  QrSheet,
  Stack,
  Table,
  type TableColumn,
  Text,
  useLoaded,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { toolPath } from '../../tools/paths';
import { chooseStudent } from '../../tools/sessionStudent';
import { type OwnClass, type QrLink, QrLinkForm } from './QrLinkForm';

type Submissions = EndpointData<typeof qrcode.submissions>;
type Guest = Submissions['guests'][number] & { id: number };

/** The area a QR screen is in, from its address (both share this screen). */
export function useOwnerArea(): { audience: Extract<Audience, 'consultant' | 'instructor'>; login: string } {
  return useLocation().pathname.startsWith('/consultant')
    ? { audience: 'consultant', login: '/consultant/login' }
    : { audience: 'instructor', login: '/login' };
}

export const guestAddress = (link: QrLink) => `${window.location.origin}/guest/${link.action_item}/qr/${link.token}`;

const dateText = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { month: 'long', day: 'numeric' });

/** Whether guests may join, in words. */
function LinkState({ link }: { link: QrLink }) {
  return link.open ? (
    <Badge tone="success">참여 받는 중</Badge>
  ) : (
    <Badge tone="neutral">{link.closed_reason ?? '닫힘'}</Badge>
  );
}

/** What a link is for and how far it has been used, in a line. */
export const linkFacts = (link: QrLink) =>
  [
    TOOL_NAMES[link.action_item],
    link.class?.name,
    link.session_label,
    `참여 ${link.use_count}${link.max_uses === null ? '명' : ` / ${link.max_uses}명`}`,
    link.expires_on ? `${link.expires_on}까지` : '마감일 없음',
  ]
    .filter(Boolean)
    .join(' · ');

const STATUS: Record<Guest['status'], { label: string; tone: 'neutral' | 'info' | 'success' }> = {
  not_started: { label: '시작 전', tone: 'neutral' },
  in_progress: { label: '쓰는 중', tone: 'info' },
  completed: { label: '제출함', tone: 'success' },
};

/** Who joined a link and where their work stands; the owner opens a guest's work in the tool. */
function GuestList({ link }: { link: QrLink }) {
  const navigate = useNavigate();
  const { audience } = useOwnerArea();
  const loaded = useLoaded(() => api.load(routes.qrcode.submissions, { params: { id: String(link.id) } }), link.id);
  if (loaded.status !== 'ready') {
    return (
      <Loaded
        value={loaded}
        failed="참여자를 불러오지 못했습니다"
        loading={{ label: '참여자를 불러오는 중', lines: 3 }}
      />
    );
  }
  const rows: Guest[] = loaded.data.guests.map((guest) => ({ ...guest, id: guest.user_id }));
  const open = (guest: Guest) => {
    chooseStudent({ id: guest.user_id, name: `${guest.display_name} (게스트)` });
    const screen = guest.status === 'completed' ? 'action-item/result' : 'root';
    navigate(toolPath(audience, link.action_item, screen));
  };
  const columns: TableColumn<Guest>[] = [
    { id: 'name', label: '이름', isRowHeader: true, render: (row) => row.display_name },
    { id: 'joined', label: '참여', render: (row) => dateText(row.joined_at) },
    {
      id: 'status',
      label: '진행',
      render: (row) => <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>,
    },
    {
      id: 'work',
      label: '쓴 내용',
      render: (row) => row.summary ?? (row.answered > 0 ? `답 ${row.answered}개` : '-'),
    },
    {
      id: 'open',
      label: '열기',
      render: (row) =>
        row.status !== 'not_started' ? (
          <Button size="sm" variant="secondary" aria-label={`${row.display_name} 글 열기`} onPress={() => open(row)}>
            열기
          </Button>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <Table
      label={`${link.title} 참여자`}
      columns={columns}
      rows={rows}
      emptyState={<Text tone="muted">아직 참여한 사람이 없습니다. QR 코드를 보여 주거나 주소를 나눠 주세요.</Text>}
    />
  );
}

/** One link: its code and address to hand out, its state, its guests, and changing or closing it. */
function LinkCard({ link, onChanged }: { link: QrLink; onChanged(link: QrLink): void }) {
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const address = guestAddress(link);
  const toggle = async () => {
    setBusy(true);
    const saved = await api.call(
      routes.qrcode.update,
      { params: { id: String(link.id) }, body: { active: !link.active } },
      { unwrap: true },
    );
    setBusy(false);
    if (saved) onChanged(saved);
  };
  return (
    <Card
      as="article"
      title={link.title}
      headingLevel={3}
      description={linkFacts(link)}
      actions={<LinkState link={link} />}
    >
      <Stack space="4">
        <Inline space="2" wrap>
          <Button size="sm" variant="secondary" onPress={() => setShown(!shown)} aria-expanded={shown}>
            {shown ? 'QR·참여자 접기' : 'QR·참여자 보기'}
          </Button>
          <CopyButton text={address} label="주소 복사" />
          <Button size="sm" variant="ghost" onPress={() => setEditing(!editing)} aria-expanded={editing}>
            바꾸기
          </Button>
          <Button
            size="sm"
            variant={link.active ? 'danger' : 'secondary'}
            isLoading={busy}
            loadingLabel="바꾸는 중"
            onPress={() => void toggle()}
          >
            {link.active ? '닫기' : '다시 열기'}
          </Button>
        </Inline>
        {editing ? (
          <QrLinkForm
            link={link}
            classes={[]}
            onSaved={(saved) => {
              setEditing(false);
              onChanged(saved);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : null}
        {shown ? (
          <Stack space="4">
            <QrCode value={address} size={220} filename={`QR_${link.title}.png`} />
            <GuestList link={link} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The links guests may join now, as a sheet of cards to print and put on tables or a wall. */
function QrLinkSheet({ links, onClose }: { links: readonly QrLink[]; onClose(): void }) {
  const open = links.filter((link) => link.open);
  return (
    <QrSheet
      title={`QR 링크 카드 ${open.length}장`}
      cards={open.map((link) => ({
        id: link.id,
        title: link.title,
        detail: [TOOL_NAMES[link.action_item], link.class?.name, link.expires_on ? `${link.expires_on}까지` : null]
          .filter(Boolean)
          .join(' · '),
        url: guestAddress(link),
      }))}
      note="휴대전화 카메라로 QR 코드를 찍거나 주소를 입력해 들어오세요. 계정 없이 이름만 적고 시작합니다."
      onClose={onClose}
    >
      {open.length < links.length ? (
        <Text tone="muted" size="sm">
          참여를 받지 않는 링크 {links.length - open.length}개는 넣지 않았습니다.
        </Text>
      ) : null}
    </QrSheet>
  );
}

/**
 * The owner's guest QR links (spec §2 /consultant-modal/qrcode, /instructor-modal/qrcode; decision
 * 018): make one for a class or a session, show its code, see who joined and open their work.
 */
export function QrLinks({ title }: { title: string }) {
  const { login } = useOwnerArea();
  const [made, setMade] = useState(0);
  const [changed, setChanged] = useState<Map<number, QrLink>>(new Map());
  const [printing, setPrinting] = useState(false);
  const loaded = useLoaded(() => api.load(routes.qrcode.list), made);

  const header = (
    <Stack space="2">
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">
        계정이 없는 참여자도 QR 코드나 주소로 들어와 이름만 적고 자기소개서를 씁니다. 같은 브라우저로 다시 들어오면 쓰던
        글이 이어지고, 누가 무엇을 썼는지는 여기에서 봅니다.
      </Text>
    </Stack>
  );
  if (loaded.status !== 'ready') {
    return (
      <Stack space="6">
        {header}
        {loaded.status === 'error' && /로그인/.test(loaded.message) ? (
          <EmptyState
            title="로그인한 뒤에 QR 링크를 만들 수 있습니다"
            description={loaded.message}
            action={
              <Link to={login} className={linkButton({ variant: 'primary', size: 'md' })}>
                로그인하러 가기
              </Link>
            }
          />
        ) : (
          <Loaded
            value={loaded}
            failed="QR 링크를 불러오지 못했습니다"
            loading={{ label: 'QR 링크를 불러오는 중', lines: 4 }}
          />
        )}
      </Stack>
    );
  }
  const links = loaded.data.links.map((link) => changed.get(link.id) ?? link);
  if (printing)
    return (
      <Stack space="6">
        {header}
        <QrLinkSheet links={links} onClose={() => setPrinting(false)} />
      </Stack>
    );
  const open = links.filter((link) => link.open).length;
  return (
    <Stack space="8">
      {header}
      <Columns space="6">
        <Column width="2/3">
          <section aria-labelledby="qr-links">
            <Stack space="4">
              <Inline space="2" align="between" alignY="center" wrap>
                <Heading level={2} id="qr-links">
                  내 QR 링크 {links.length}개
                </Heading>
                {open > 0 ? (
                  <Button size="sm" variant="secondary" onPress={() => setPrinting(true)}>
                    QR 모음 인쇄
                  </Button>
                ) : null}
              </Inline>
              {links.length === 0 ? (
                <Text tone="muted">아직 만든 링크가 없습니다. 오른쪽에서 하나 만들어 보세요.</Text>
              ) : (
                links.map((link) => (
                  <LinkCard
                    key={link.id}
                    link={link}
                    onChanged={(saved) => setChanged((known) => new Map(known).set(saved.id, saved))}
                  />
                ))
              )}
            </Stack>
          </section>
        </Column>
        <Column width="1/3">
          <Card title="새 QR 링크" headingLevel={2}>
            <QrLinkForm
              key={made}
              classes={loaded.data.classes as OwnClass[]}
              onSaved={() => setMade((count) => count + 1)}
            />
          </Card>
        </Column>
      </Columns>
    </Stack>
  );
}

export function ConsultantQrLinks() {
  return <QrLinks title="QR 코드" />;
}

export function InstructorQrLinks() {
  return <QrLinks title="QR 링크" />;
}
