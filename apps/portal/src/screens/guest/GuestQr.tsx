import { type GuestTool, routes, TOOL_GROUPS, TOOL_NAMES } from '@career/api-sdk';
import {
  Button,
  EmptyState,
  Form,
  SignInPanel,
  Skeleton,
  Stack,
  TextField,
  TOOL_UI,
  type ToolProps,
  useLoaded,
} from '@career/tools-ui';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api';

// A guest QR screen (spec §2 /guest/{tool}/qr/{token}; decision 018): what the link is, a name to
// join with, then the tool itself for this browser's guest. The screen inside the tool is kept in
// the address (`?screen=`), so a reload or a return comes back to it.

/** A guest tool's two calls in the route table (`<group>GuestToken`, `<group>GuestEnter`). */
const checkOf = (tool: GuestTool) => routes.links[`${TOOL_GROUPS[tool]}GuestToken`];
const enterOf = (tool: GuestTool) => routes.links[`${TOOL_GROUPS[tool]}GuestEnter`];

/** The tool's component, loaded on demand. */
function useTool(tool: GuestTool): ComponentType<ToolProps> {
  return useMemo(() => lazy(() => TOOL_UI[tool]().then((Component) => ({ default: Component }))), [tool]);
}

/** The guest screen of the tool its address names (`/guest/{tool}/qr/{token}`: one route per guest tool). */
export function GuestQrRoute() {
  return <GuestQr tool={useLocation().pathname.split('/')[2] as GuestTool} />;
}

export function GuestQr({ tool }: { tool: GuestTool }) {
  const { token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [joined, setJoined] = useState(0);
  const link = useLoaded(() => api.load(checkOf(tool), { params: { token } }), `${tool}:${token}:${joined}`);
  const Tool = useTool(tool);

  if (link.status !== 'ready') {
    return link.status === 'error' ? (
      <EmptyState headingLevel={1} icon="alert" title="QR 링크를 열 수 없습니다" description={link.message} />
    ) : (
      <Skeleton label="QR 링크를 확인하는 중" lines={3} />
    );
  }
  const { guest } = link.data;
  if (!guest)
    return (
      <Join
        tool={tool}
        token={token}
        title={link.data.title}
        owner={link.data.instructor_name}
        session={link.data.session}
        onJoined={() => setJoined((count) => count + 1)}
      />
    );
  return (
    <Suspense fallback={<Skeleton label={`${TOOL_NAMES[tool]}를 불러오는 중`} lines={4} />}>
      <Tool
        client={api}
        audience="guest"
        userId={guest.user_id}
        screen={search.get('screen') ?? 'main'}
        runId={Number(search.get('run')) || null}
        subjectName={null}
        onNavigate={(screen, runId) => {
          setSearch(runId ? { screen, run: String(runId) } : { screen });
          window.scrollTo({ top: 0 });
        }}
      />
    </Suspense>
  );
}

function Join({
  tool,
  token,
  title,
  owner,
  session,
  onJoined,
}: {
  tool: GuestTool;
  token: string;
  title: string;
  owner: string;
  session: string | null;
  onJoined(): void;
}) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    const reply = await api.call(enterOf(tool), { params: { token }, body: { display_name: name } }, { unwrap: true });
    setBusy(false);
    if (reply) onJoined();
  };
  return (
    <SignInPanel
      eyebrow={`${owner}${session ? ` · ${session}` : ''}`}
      title={title}
      description={`${TOOL_NAMES[tool]}를 계정 없이 이름만으로 씁니다. 쓴 글은 이 브라우저에서 다시 들어오면 이어서 볼 수 있고, 링크를 준 강사나 상담사가 함께 봅니다.`}
    >
      <Form
        onSubmit={() => {
          if (name.trim()) void join();
        }}
      >
        <Stack space="4">
          <TextField label="이름 (다른 사람에게 보일 이름)" value={name} onChange={setName} maxLength={30} isRequired />
          <Button
            type="submit"
            variant="primary"
            size="lg"
            fullWidth
            isDisabled={!name.trim()}
            isLoading={busy}
            loadingLabel="참여하는 중"
          >
            참여하기
          </Button>
        </Stack>
      </Form>
    </SignInPanel>
  );
}
