import { JOB_SEARCH_GROUPS } from '@career/api-sdk';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { BackToToolMain } from '../../framework/BackToTools';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { choicesOf, useJobSearch } from '../context';
import type { InterestGroup } from '../types';
import * as styles from './screens.css';

const TITLE = '관심 분야 고르기';

/** The interest groups: KECO middle groups by their major group, five at most. */
export function RootScreen() {
  const { snapshot } = useToolRun();
  if (snapshot.run?.status !== 'open') return <NoOpenRun title={TITLE} what="구직 탐색" />;
  return <Groups />;
}

function Groups() {
  const { content: groups, navigate } = useJobSearch();
  const { snapshot, actions } = useToolRun();
  const { groups: picked } = choicesOf(snapshot.answers);
  const majors = [...new Map(groups.map((group) => [group.large.code, group.large] as const)).values()];
  const toggle = (code: string, on: boolean) =>
    actions.answer('groups', on ? [...picked, code] : picked.filter((entry) => entry !== code));
  return (
    <ToolScreen
      title={TITLE}
      description={`일하고 싶은 분야를 ${JOB_SEARCH_GROUPS}개까지 고르세요. 한국고용직업분류의 중분류입니다. 성격 유형이나 직업 카드 결과가 있으면 그 결과에 맞는 직무를 먼저 보여 드립니다.`}
      status={<RunSaveStatus />}
      back={<BackToToolMain />}
      next={
        <Button variant="primary" isDisabled={picked.length === 0} onPress={() => navigate('check/interest')}>
          다음: 희망 조건
        </Button>
      }
    >
      <Text tone="muted">
        고른 분야 {picked.length}/{JOB_SEARCH_GROUPS}
      </Text>
      {majors.map((major) => (
        <MajorGroup
          key={major.code}
          name={major.name}
          groups={groups.filter((group) => group.large.code === major.code)}
          picked={picked}
          full={picked.length >= JOB_SEARCH_GROUPS}
          onToggle={toggle}
        />
      ))}
    </ToolScreen>
  );
}

function MajorGroup({
  name,
  groups,
  picked,
  full,
  onToggle,
}: {
  name: string;
  groups: readonly InterestGroup[];
  picked: readonly string[];
  full: boolean;
  onToggle(code: string, on: boolean): void;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        {name}
      </Heading>
      <div className={styles.groupGrid}>
        {groups.map((group) => {
          const on = picked.includes(group.code);
          return (
            <Checkbox
              key={group.code}
              isSelected={on}
              isDisabled={(!on && full) || group.count === 0}
              onChange={(selected) => onToggle(group.code, selected)}
              description={`직업 ${group.count}개`}
            >
              {group.name}
            </Checkbox>
          );
        })}
      </div>
    </section>
  );
}
