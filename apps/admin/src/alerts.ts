import { alert } from '@career/tools-ui';

/**
 * The one way the admin app shows a message that needs acknowledging: the shell's dialog queue,
 * shown by the `DialogHost` mounted in main.tsx (title '알림', button '확인').
 */
export function showAlert(message: string): void {
  void alert(message);
}
