import { Button } from '../../../components/Button';
import { Notice } from '../../../patterns/Notice';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useJobCard } from '../context';

/** The screens before the result reached with no run under way (an old address, another device started over). */
export function NoOpenRun({ title }: { title: string }) {
  const { navigate, subjectName } = useJobCard();
  return (
    <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title={title}>
      <Notice title="진행 중인 직업 카드가 없습니다">
        처음 화면에서 시작하거나 이어서 해 주세요.{' '}
        <Button variant="secondary" size="sm" onPress={() => navigate('main')}>
          처음 화면으로
        </Button>
      </Notice>
    </ToolScreen>
  );
}
