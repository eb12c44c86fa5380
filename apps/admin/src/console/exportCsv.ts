import type { Reply } from '@career/api-sdk';
import { saveBlob } from '@career/tools-ui';
import { showAlert } from '../alerts';

/** Saves a list's CSV export (the server writes it: UTF-8 with a BOM, so Excel reads Korean). */
export async function exportCsv(load: () => Promise<Reply<{ filename: string; csv: string }>>): Promise<void> {
  const reply = await load();
  if (!reply.ok) {
    showAlert(reply.message);
    return;
  }
  saveBlob(new Blob([reply.data.csv], { type: 'text/csv;charset=utf-8' }), reply.data.filename);
}
