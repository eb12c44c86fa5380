import type { Reply } from '@career/api-sdk';
import { alert } from '../shell';
import { saveBlob } from '../shell/download';

/** Saves a list's CSV export (the server writes it: UTF-8 with a BOM, so Excel reads Korean). */
export async function exportCsv(load: () => Promise<Reply<{ filename: string; csv: string }>>): Promise<void> {
  const reply = await load();
  if (!reply.ok) {
    void alert(reply.message);
    return;
  }
  saveBlob(new Blob([reply.data.csv], { type: 'text/csv;charset=utf-8' }), reply.data.filename);
}
