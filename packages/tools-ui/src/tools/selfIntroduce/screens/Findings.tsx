import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { formatNumber } from '../model/count';
import type { CheckFinding, SelfIntroduceCheck } from '../types';
import * as styles from './screens.css';

const LEVEL = {
  warn: { label: '꼭 볼 것', tone: 'warning', icon: 'warning' },
  tip: { label: '더 좋게', tone: 'info', icon: 'info' },
} as const;

/** The counts a review read, against the target. */
export function CheckCounts({ check }: { check: SelfIntroduceCheck }) {
  const warns = check.findings.filter((finding) => finding.level === 'warn').length;
  const tips = check.findings.length - warns;
  return (
    <Text size="sm">
      공백 포함 {formatNumber(check.counts.withSpaces)}자 / 공백 제외 {formatNumber(check.counts.withoutSpaces)}자 ·
      문장 {check.counts.sentences}개 · 목표 {formatNumber(check.target)}자
      {check.findings.length > 0 ? ` · 꼭 볼 것 ${warns}개, 더 좋게 ${tips}개` : ''}
    </Text>
  );
}

export interface FindingsProps {
  findings: readonly CheckFinding[];
  /** Selects a finding's sentence in the answer (only where the answer is being edited). */
  onSelect?(finding: CheckFinding): void;
}

/** What a review found: each a warning or a tip, said in words and by its icon, with what to do. */
export function Findings({ findings, onSelect }: FindingsProps) {
  if (findings.length === 0) {
    return <Text>눈에 띄게 고칠 점을 찾지 못했습니다. 소리 내어 읽으며 한 번 더 다듬어 보세요.</Text>;
  }
  return (
    <ul className={styles.findings}>
      {findings.map((finding, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the findings of one review, in its order.
        <FindingRow key={index} finding={finding} onSelect={onSelect} />
      ))}
    </ul>
  );
}

function FindingRow({
  finding,
  onSelect,
}: {
  finding: CheckFinding;
  onSelect?: ((finding: CheckFinding) => void) | undefined;
}) {
  const messageId = useId();
  const level = LEVEL[finding.level];
  return (
    <li className={styles.finding}>
      <div className={styles.findingHead}>
        <Badge tone={level.tone} icon={level.icon}>
          {level.label}
        </Badge>
        <Text as="span" weight="semibold" id={messageId}>
          {finding.message}
        </Text>
      </div>
      <Text size="sm">{finding.suggestion}</Text>
      {finding.sentence ? (
        <>
          <blockquote className={styles.quote}>{finding.sentence.text}</blockquote>
          {onSelect ? (
            <div>
              <Button variant="ghost" size="sm" aria-describedby={messageId} onPress={() => onSelect(finding)}>
                답변에서 이 문장 보기
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
