import { CoreColoringTool } from '@career/tools-ui';
import { ChooseStudent } from './ChooseStudent';
import { coreColoringPort } from './ports';
import { useToolRoute } from './useToolRoute';

/** Core coloring for one audience: the screen in the address, run for the session's student. */
export function CoreColoringRoute() {
  const route = useToolRoute('core-coloring', coreColoringPort);
  if (!route.props) return <ChooseStudent audience={route.audience} toolName={route.toolName} />;
  // The instructor's screens have no compare (spec §2).
  return <CoreColoringTool key={route.subjectKey} {...route.props} canCompare={route.audience !== 'instructor'} />;
}
