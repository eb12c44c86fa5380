/**
 * The one way the admin app shows a message that needs acknowledging. The shell's dialog host
 * takes this over when it lands; until then the browser's alert is the blocking equivalent.
 */
export function showAlert(message: string): void {
  window.alert(message);
}
