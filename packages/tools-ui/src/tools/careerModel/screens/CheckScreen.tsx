import { READINESS_AREAS, READINESS_LEVELS, type ReadinessCheck, SUPPORT_KINDS } from '@career/api-sdk';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { Loaded } from '../../framework/Loaded';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useCareerModel } from '../context';
import { useKeepResult } from './parts';
import * as styles from './screens.css';

const TITLE = '준비도 점검';

type Draft = Partial<Pick<ReadinessCheck, 'info' | 'fit' | 'plan'>> & Pick<ReadinessCheck, 'support' | 'note'>;

/** The consultant's readiness check of the direction chosen, kept with the result. */
export function CheckScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="커리어 모델" />;
  return <Check runId={run.id} />;
}

function Check({ runId }: { runId: number }) {
  const { calls, navigate } = useCareerModel();
  const loaded = useLoaded(() => calls.user.load({ params: { runId } }), runId);
  const [draft, setDraft] = useState<Draft>({ support: [], note: '' });
  const [saved, setSaved] = useState<string | null>(null);
  const { finish, finishing: busy } = useKeepResult();
  const known = loaded.status === 'ready' ? loaded.data.check : null;
  useEffect(() => {
    if (!known) return;
    setDraft(known);
    setSaved(known.at);
  }, [known]);
  const { info, fit, plan } = draft;
  const complete = Boolean(info && fit && plan);

  const saveAndFinish = async () => {
    if (!info || !fit || !plan) return;
    const checked = await calls.checkResult({ body: { run_id: runId, ...draft, info, fit, plan } });
    if (!checked) return;
    setSaved(checked.at);
    await finish();
  };

  return (
    <ToolScreen
      title={TITLE}
      description="상담사가 학생이 고른 방향의 준비 정도를 점검합니다. 점검은 결과와 함께 저장되고 학생의 결과에도 보입니다."
      back={
        <Button variant="ghost" onPress={() => navigate('recommend/edu')}>
          이전: 교육·훈련 추천
        </Button>
      }
      next={
        <Button variant="primary" isDisabled={!complete || busy} onPress={() => void saveAndFinish()}>
          점검을 저장하고 마치기
        </Button>
      }
    >
      <Loaded
        value={loaded}
        failed="점검을 불러오지 못했습니다"
        loading={{ label: '점검을 불러오는 중', variant: 'block', lines: 4 }}
      >
        {() => (
          <>
            {saved ? (
              <Text size="sm" tone="muted">
                {pastResultTime(saved)}에 저장한 점검입니다.
              </Text>
            ) : null}
            <div className={styles.fields}>
              {READINESS_AREAS.map((area) => (
                <RadioGroup
                  key={area.key}
                  label={area.label}
                  description={area.asks}
                  orientation="horizontal"
                  value={draft[area.key] ?? null}
                  onChange={(value) => setDraft({ ...draft, [area.key]: value })}
                  isRequired
                >
                  {READINESS_LEVELS.map((level) => (
                    <Radio key={level.key} value={level.key}>
                      {level.label}
                    </Radio>
                  ))}
                </RadioGroup>
              ))}
            </div>
            <fieldset className={styles.section}>
              <legend>
                <Text weight="bold">필요한 지원</Text>
              </legend>
              {SUPPORT_KINDS.map((kind) => (
                <Checkbox
                  key={kind.key}
                  isSelected={draft.support.includes(kind.key)}
                  onChange={(on) =>
                    setDraft({
                      ...draft,
                      support: on ? [...draft.support, kind.key] : draft.support.filter((entry) => entry !== kind.key),
                    })
                  }
                >
                  {kind.label}
                </Checkbox>
              ))}
            </fieldset>
            <Textarea
              label="점검 메모 (선택)"
              rows={3}
              maxLength={1000}
              value={draft.note}
              onChange={(note) => setDraft({ ...draft, note })}
            />
            <div className={styles.actions}>
              <Button variant="ghost" isDisabled={busy} onPress={() => void finish()}>
                점검 없이 저장하기
              </Button>
            </div>
          </>
        )}
      </Loaded>
    </ToolScreen>
  );
}
