import type { Reply } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { alert } from '../shell';
import { saveBlob } from '../shell/download';

/** A list's CSV file as the server writes it: UTF-8 with a BOM (Excel reads Korean), formulas neutralised. */
export type CsvFile = { filename: string; csv: string };

/** Saves a list's CSV export; a refusal (a filter matching more than one file holds) is said in an alert. */
async function exportCsv(load: () => Promise<Reply<CsvFile>>): Promise<void> {
  const reply = await load();
  if (!reply.ok) {
    void alert(reply.message);
    return;
  }
  saveBlob(new Blob([reply.data.csv], { type: 'text/csv;charset=utf-8' }), reply.data.filename);
}

/** "CSV 내려받기": saves what `load` exports, busy while the server writes it. */
export function CsvExportButton({
  load,
  label = 'CSV 내려받기',
}: {
  load: () => Promise<Reply<CsvFile>>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={busy}
      loadingLabel="내려받는 중"
      onPress={async () => {
        setBusy(true);
        await exportCsv(load).finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
