import { withParticle } from '@career/api-sdk';
import { Button } from '../../../components/Button';
import { Notice } from '../../../patterns/Notice';
import { useOptionalTool } from '../ToolContext';
import { ToolScreen } from '../ToolScreen';

/**
 * A screen of a run reached with no run under way (an old address, another device started over).
 * `what` names the run as the tool calls it: a 검사, a 자기소개서.
 */
export function NoOpenRun({ title, what = '검사' }: { title: string; what?: string }) {
  const tool = useOptionalTool();
  return (
    <ToolScreen title={title}>
      <Notice title={`진행 중인 ${withParticle(what, '이/가')} 없습니다`}>
        처음 화면에서 시작하거나 이어서 해 주세요.{' '}
        <Button variant="secondary" size="sm" onPress={() => tool?.navigate('main')}>
          처음 화면으로
        </Button>
      </Notice>
    </ToolScreen>
  );
}
