import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite takes no lock on its data directory: a second process opening it (a second `npm start`,
// a CLI command beside a running server) writes into the first one's files and leaves a directory
// the next start aborts on (`RuntimeError: Aborted()`, electric-sql/pglite#1106). The server holds
// the directory as PostgreSQL's postmaster.pid does: a file naming its process, taken over when
// that process is gone.

const LOCK_FILE = 'career-platform.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Holds `dataDir` for this process, or refuses in Korean when a running one holds it; gives the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {}
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder))
    throw new Error(
      `데이터 폴더 ${dataDir}를 다른 서버(프로세스 ${holder})가 쓰고 있습니다. 그 서버를 끄거나 DATA_DIR로 다른 폴더를 정해 주세요.`,
    );
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {}
  };
}
