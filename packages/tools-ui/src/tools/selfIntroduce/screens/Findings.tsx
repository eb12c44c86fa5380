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

/** Findings in the review's order, those of one sentence together (the review puts them side by side). */
function bySentence(findings: readonly CheckFinding[]): CheckFinding[][] {
  const groups: CheckFinding[][] = [];
  for (const finding of findings) {
    const last = groups.at(-1);
    const same = last?.[0]?.sentence && finding.sentence && last[0].sentence.start === finding.sentence.start;
    if (last && same) last.push(finding);
    else groups.push([finding]);
  }
  return groups;
}

/**
 * What a review found, what to fix first on top: each a warning or a tip, said in words and by its
 * icon, with what to do. The findings of one sentence share one quotation of it, so a long sentence
 * with three things to fix is shown once, not three times.
 */
export function Findings({ findings, onSelect }: FindingsProps) {
  if (findings.length === 0) {
    return <Text>눈에 띄게 고칠 점을 찾지 못했습니다. 소리 내어 읽으며 한 번 더 다듬어 보세요.</Text>;
  }
  return (
    <ul className={styles.findings}>
      {bySentence(findings).map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the findings of one review, in its order.
        <FindingGroup key={index} findings={group} onSelect={onSelect} />
      ))}
    </ul>
  );
}

function FindingGroup({
  findings,
  onSelect,
}: {
  findings: readonly CheckFinding[];
  onSelect?: ((finding: CheckFinding) => void) | undefined;
}) {
  const messageId = useId();
  const first = findings[0] as CheckFinding;
  return (
    <li className={styles.finding}>
      {findings.map((finding, index) => {
        const level = LEVEL[finding.level];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the findings of one sentence, in the review's order.
          <div key={index} className={styles.findingPoint}>
            <div className={styles.findingHead}>
              <Badge tone={level.tone} icon={level.icon}>
                {level.label}
              </Badge>
              <Text as="span" weight="semibold" id={index === 0 ? messageId : undefined}>
                {finding.message}
              </Text>
            </div>
            <Text size="sm">{finding.suggestion}</Text>
          </div>
        );
      })}
      {first.sentence ? (
        <>
          <blockquote className={styles.quote}>{first.sentence.text}</blockquote>
          {onSelect ? (
            <div>
              <Button variant="ghost" size="sm" aria-describedby={messageId} onPress={() => onSelect(first)}>
                답변에서 이 문장 보기
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
