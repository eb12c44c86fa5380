import { describe, expect, it } from 'vitest';
import { WRITING_CASES } from './cases';
import { runWritingSuite } from './suite';

// The writing tools' quality suite, run with the unit tests: the pass rate is printed, and every
// expectation must hold (a case that cannot be met yet is not added as a case).

// The package is written for any runtime, with no DOM or Node types; the test runs in Node.
declare const console: { log(message: string): void };

describe('the writing tools, read as a counsellor reads them', () => {
  const checks = runWritingSuite(WRITING_CASES);
  const passed = checks.filter((entry) => entry.ok).length;

  it('meets every expectation of the suite', () => {
    const rate = ((passed / checks.length) * 100).toFixed(1);
    console.log(
      `글쓰기 도구 품질: 사례 ${WRITING_CASES.length}개, 기대 ${checks.length}개 중 ${passed}개 충족 (${rate}%)`,
    );
    const failed = checks
      .filter((entry) => !entry.ok)
      .map((entry) => `${entry.case} — ${entry.expectation}: ${entry.detail}`);
    expect(failed).toEqual([]);
    expect(checks.length).toBeGreaterThan(50);
  });
});
