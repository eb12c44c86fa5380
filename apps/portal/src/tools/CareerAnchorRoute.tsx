import { CareerAnchorTool } from '@career/tools-ui';
import { ChooseStudent } from './ChooseStudent';
import { careerAnchorPort } from './ports';
import { useToolRoute } from './useToolRoute';

/** Career anchor for one audience: the screen in the address, run for the session's student. */
export function CareerAnchorRoute() {
  const route = useToolRoute('career-anchor', careerAnchorPort);
  if (!route.props) return <ChooseStudent audience={route.audience} toolName={route.toolName} />;
  return <CareerAnchorTool key={route.subjectKey} {...route.props} />;
}
