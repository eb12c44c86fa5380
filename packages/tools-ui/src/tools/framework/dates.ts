/** The date `days` after `today`, as the action items keep it (YYYY-MM-DD, local time). */
export function dueDateIn(days: number, today: Date = new Date()): string {
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}
