import { JobCardTool } from '@career/tools-ui';
import { ChooseStudent } from './ChooseStudent';
import { jobCardPort } from './ports';
import { useToolRoute } from './useToolRoute';

/** Job card for one audience: the screen in the address, run for the session's student. */
export function JobCardRoute() {
  const route = useToolRoute('job-card', jobCardPort);
  if (!route.props) return <ChooseStudent audience={route.audience} toolName={route.toolName} />;
  return <JobCardTool key={route.subjectKey} {...route.props} />;
}
