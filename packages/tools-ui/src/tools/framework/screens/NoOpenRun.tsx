import { Button } from '../../../components/Button';
import { Notice } from '../../../patterns/Notice';
import { useOptionalTool } from '../ToolContext';
import { ToolScreen } from '../ToolScreen';

/** A screen of a run reached with no run under way (an old address, another device started over). */
export function NoOpenRun({ title }: { title: string }) {
  const tool = useOptionalTool();
  return (
    <ToolScreen title={title}>
      <Notice title="진행 중인 검사가 없습니다">
        처음 화면에서 시작하거나 이어서 해 주세요.{' '}
        <Button variant="secondary" size="sm" onPress={() => tool?.navigate('main')}>
          처음 화면으로
        </Button>
      </Notice>
    </ToolScreen>
  );
}
