import { CareerAnchorTool } from '@career/tools-ui';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChooseStudent } from './ChooseStudent';
import { toolPath, useToolAudience } from './manifest';
import { careerAnchorPort } from './ports';
import { useSubject } from './subject';

/** Career anchor for one audience: the screen in the address, run for the session's student. */
export function CareerAnchorRoute() {
  const audience = useToolAudience();
  const subject = useSubject(audience);
  const screen = useParams()['*'] ?? 'main';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const subjectId = subject?.id ?? null;
  const port = useMemo(
    () => (subjectId === null ? null : careerAnchorPort(audience, subjectId)),
    [audience, subjectId],
  );
  if (!subject || !port) return <ChooseStudent audience={audience} toolName="커리어 앵커" />;
  return (
    <CareerAnchorTool
      key={subject.id}
      port={port}
      screen={screen}
      runId={Number(search.get('run')) || null}
      subjectName={audience === 'user' ? null : subject.name}
      onNavigate={(next, runId) => {
        navigate(`${toolPath(audience, 'career-anchor', next)}${runId ? `?run=${runId}` : ''}`);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
