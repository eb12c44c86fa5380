import { SaveStatus } from '../../components/SaveStatus';
import { useToolRun } from './ToolRunContext';

/** Whether the run's answers are kept, and whether another device's answers were loaded over them. */
export function RunSaveStatus() {
  const { snapshot, actions } = useToolRun();
  return (
    <SaveStatus
      state={snapshot.save.state}
      savedAt={snapshot.save.savedAt}
      reloaded={snapshot.reloaded.length > 0}
      onRetry={() => void actions.flush()}
    />
  );
}
