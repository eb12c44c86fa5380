import { useOptionalTool } from './ToolContext';

/**
 * Whose result a screen shows, as its words begin: "나의" on the person's own screens, the
 * person's name ("김민지님의") on a consultant's or an instructor's, who are not the person
 * (decision 042); "학생의" / "참여자의" when the name is not known.
 */
export function useWhose(): string {
  const tool = useOptionalTool();
  if (!tool || tool.audience === 'user') return '나의';
  if (tool.subjectName) return `${tool.subjectName}님의`;
  return tool.audience === 'instructor' ? '참여자의' : '학생의';
}
