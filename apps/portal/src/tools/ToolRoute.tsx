import { type ActionItem, TOOL_NAMES } from '@career/api-sdk';
import { identities } from '@career/session';
import type { ToolProps } from '@career/tools-ui';
import type { ComponentType } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../api';
import { ChooseStudent } from './ChooseStudent';
import { TOOL_LIST, toolPath, useToolAudience } from './paths';
import { useSubject } from './subject';
import { closeThisWindow, inToolWindow } from './windowMessages';

/**
 * Any tool for the audience in the address (decision 017): the screen below the tool, run for the
 * session's student (or the signed-in user), through the portal's API client. Until someone to
 * run it for is known, a consultant or instructor chooses a student.
 */
export function ToolRoute({ tool, Tool }: { tool: ActionItem; Tool: ComponentType<ToolProps> }) {
  const audience = useToolAudience();
  const subject = useSubject(audience);
  const screen = useParams()['*'] ?? 'main';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // A report names the person and, at a consultant's or instructor's screen, them too.
  const staff = useSnapshot(identities).universityUser;
  if (!subject) return <ChooseStudent audience={audience} toolName={TOOL_NAMES[tool]} />;
  return (
    <Tool
      // Another user is another tool: its run store and results start anew.
      key={subject.id}
      client={api}
      audience={audience}
      userId={subject.id}
      screen={screen}
      runId={Number(search.get('run')) || null}
      subjectName={audience === 'user' ? null : subject.name}
      reportNames={{ person: subject.name || null, counsellor: audience === 'user' ? null : staff }}
      onNavigate={(next, runId) => {
        navigate(`${toolPath(audience, tool, next)}${runId ? `?run=${runId}` : ''}`);
        window.scrollTo({ top: 0 });
      }}
      onOpenTool={(other) => navigate(toolPath(audience, other))}
      // A consultant's tool runs in a window over their home: leaving it closes the window.
      onExit={() => (inToolWindow() ? closeThisWindow() : navigate(TOOL_LIST[audience]))}
    />
  );
}
