import { Button } from '../../components/Button';
import { useTool } from './ToolContext';

/**
 * The way out of a tool (issue 23): back to the host's list of tools, which closes a consultant's
 * tool window. Where the host has no list (a guest's link), to the tool's first screen. Never
 * "처음으로", which reads like taking the test over.
 */
export function BackToTools() {
  const { exit } = useTool();
  return exit ? (
    <Button variant="ghost" onPress={exit}>
      도구 목록으로
    </Button>
  ) : (
    <BackToToolMain />
  );
}

/** Back to the tool's first screen (past results, start again) from a screen on the way through it. */
export function BackToToolMain() {
  const { navigate } = useTool();
  return (
    <Button variant="ghost" onPress={() => navigate('main')}>
      도구 첫 화면으로
    </Button>
  );
}
