import { type GuestTool, routes, TOOL_NAMES } from '@career/api-sdk';
import { EmptyState, Heading, Spinner, Stack, Text } from '@career/tools-ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api';

type Qr = { title: string; instructor_name: string } | { error: string } | null;

/** A guest QR screen (no login): names the session the QR belongs to. */
export function GuestQr({ tool }: { tool: GuestTool }) {
  const { token = '' } = useParams();
  const [qr, setQr] = useState<Qr>(null);

  useEffect(() => {
    const endpoint =
      tool === 'self-introduce' ? routes.links.selfIntroduceGuestToken : routes.links.deepinterGuestToken;
    void api.call(endpoint, { params: { token } }).then((reply) => {
      setQr(reply?.code === 200 ? reply.data : { error: reply?.message || '유효하지 않거나 만료된 QR 링크입니다.' });
    });
  }, [tool, token]);

  if (qr === null) return <Spinner label="QR 링크를 확인하는 중" showLabel />;
  if ('error' in qr) {
    return <EmptyState headingLevel={1} icon="alert" title="QR 링크를 열 수 없습니다" description={qr.error} />;
  }
  return (
    <Stack space="2">
      <Heading level={1}>{TOOL_NAMES[tool]}</Heading>
      <Text tone="muted">
        {qr.title} · {qr.instructor_name} 강사
      </Text>
    </Stack>
  );
}

export function GuestSelfIntroduce() {
  return <GuestQr tool="self-introduce" />;
}

export function GuestDeepinter() {
  return <GuestQr tool="deepinter" />;
}
