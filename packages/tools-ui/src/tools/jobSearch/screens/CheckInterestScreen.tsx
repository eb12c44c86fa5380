import { CAREER_STAGES, EMPLOYMENT_TYPES, JOB_SEARCH_WEEKS, REGIONS, WORK_HOURS } from '@career/api-sdk';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Text } from '../../../components/Text';
import { ActionError } from '../../../patterns/ActionError';
import { Notice } from '../../../patterns/Notice';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { choicesOf, useJobSearch } from '../context';
import type { JobSearchCheck } from '../types';
import * as styles from './screens.css';

const TITLE = '희망 조건';

/** Where, how employed, at what stage, what hours and how many weeks; checked before the plan is made. */
export function CheckInterestScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="구직 탐색" />;
  return <Conditions runId={run.id} />;
}

function Conditions({ runId }: { runId: number }) {
  const { calls, navigate } = useJobSearch();
  const { snapshot, actions } = useToolRun();
  const choices = choicesOf(snapshot.answers);
  const [checked, setChecked] = useState<JobSearchCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const check = async () => {
    setProblem(null);
    if (!(await actions.flush())) {
      setProblem('고른 조건을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 눌러 주세요.');
      return;
    }
    const reply = await calls.check.load({ body: { run_id: runId } });
    if (!reply.ok) {
      setProblem(reply.message);
      return;
    }
    setChecked(reply.data);
    if (reply.data.ready) navigate('gpt/result');
  };

  return (
    <ToolScreen
      title={TITLE}
      description="채용 공고를 찾을 때 쓰는 조건입니다. 꼭 지킬 것만 고르고, 상관없는 것은 비워 두세요. 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('root')}>
          관심 분야 고치기
        </Button>
      }
      next={
        <Button variant="primary" onPress={() => void check()}>
          확인하고 계획 만들기
        </Button>
      }
    >
      {problem ? <ActionError title="확인하지 못했습니다" message={problem} /> : null}
      {checked && !checked.ready ? (
        <Notice tone="warning" title="아직 정하지 않은 것이 있습니다">
          {checked.missing.join(' ')}
        </Notice>
      ) : null}
      <RadioGroup
        label="경력 단계 (꼭 골라 주세요)"
        orientation="horizontal"
        value={choices.stage}
        onChange={(value) => actions.answer('stage', value)}
      >
        {CAREER_STAGES.map((stage) => (
          <Radio key={stage.key} value={stage.key}>
            {stage.label}
          </Radio>
        ))}
      </RadioGroup>
      <Choices
        title="고용 형태"
        options={EMPLOYMENT_TYPES}
        picked={choices.employment}
        onPicked={(keys) => actions.answer('employment', keys)}
      />
      <Choices
        title="근무 시간"
        options={WORK_HOURS}
        picked={choices.hours}
        onPicked={(keys) => actions.answer('hours', keys)}
      />
      <Choices
        title="지역"
        options={REGIONS.map((region) => ({ key: region, label: region }))}
        picked={choices.regions}
        onPicked={(keys) => actions.answer('regions', keys)}
      />
      <RadioGroup
        label="계획 기간"
        orientation="horizontal"
        value={String(choices.weeks)}
        onChange={(value) => actions.answer('weeks', Number(value))}
      >
        {JOB_SEARCH_WEEKS.map((weeks) => (
          <Radio key={weeks} value={String(weeks)}>
            {weeks}주
          </Radio>
        ))}
      </RadioGroup>
    </ToolScreen>
  );
}

function Choices({
  title,
  options,
  picked,
  onPicked,
}: {
  title: string;
  options: readonly { key: string; label: string }[];
  picked: readonly string[];
  onPicked(keys: string[]): void;
}) {
  const headingId = useId();
  return (
    <fieldset className={styles.fieldset} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        {title}
      </Heading>
      <div className={styles.actions}>
        {options.map((option) => (
          <Checkbox
            key={option.key}
            isSelected={picked.includes(option.key)}
            onChange={(on) => onPicked(on ? [...picked, option.key] : picked.filter((key) => key !== option.key))}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      {picked.length === 0 ? (
        <Text size="sm" tone="muted">
          고르지 않으면 상관없는 것으로 봅니다.
        </Text>
      ) : null}
    </fieldset>
  );
}
