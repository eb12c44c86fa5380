import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lock-'));
const lockFile = (dir: string) => join(dir, 'career-platform.pid');

describe('the data directory held by one server process', () => {
  it('refuses a directory a running process holds, saying which and what to do', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      `데이터 폴더 ${dir}를 다른 서버(프로세스 ${process.ppid})가 쓰고 있습니다. 그 서버를 끄거나 DATA_DIR로 다른 폴더를 정해 주세요.`,
    );
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that is gone, and gives it back on release', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), '4194000');
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    // The same process may open it again (a test's second handle).
    lockDataDir(dir);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});
