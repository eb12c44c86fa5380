import { PtidTool } from '@career/tools-ui';
import { ChooseStudent } from './ChooseStudent';
import { ptidPort } from './ports';
import { useToolRoute } from './useToolRoute';

/** Personality type for one audience: the screen in the address, run for the session's student. */
export function PtidRoute() {
  const route = useToolRoute('ptid', ptidPort);
  if (!route.props) return <ChooseStudent audience={route.audience} toolName={route.toolName} />;
  return <PtidTool key={route.subjectKey} {...route.props} />;
}
