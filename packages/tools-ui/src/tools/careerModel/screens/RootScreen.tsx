import { EDUCATION_LABELS, EDUCATION_LEVELS } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { BackToToolMain } from '../../framework/BackToTools';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen, ToolScreen } from '../../framework/ToolScreen';
import { useItemText } from '../../framework/useAnswerValue';
import { useLoaded } from '../../framework/useLoaded';
import { choicesOf, useCareerModel } from '../context';
import type { CareerModelBasis } from '../types';
import { MadeWithout } from './parts';
import * as styles from './screens.css';

const TITLE = '내 결과 모으기';

/** What the student has from the other tools, and their education and major (asked when missing). */
export function RootScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="커리어 모델" />;
  return <Gathered runId={run.id} />;
}

function Gathered({ runId }: { runId: number }) {
  const { calls, navigate } = useCareerModel();
  const { snapshot, actions } = useToolRun();
  const loaded = useLoaded(() => calls.user.load({ params: { runId } }), runId);
  const basis = loaded.status === 'ready' ? loaded.data.basis : null;
  const { education } = choicesOf(snapshot.answers);
  // Until the field is edited it shows the major the student gave elsewhere (their class's list),
  // which the server reads when the run has none: opening the screen saves nothing (issue 35).
  const [typed, setMajor] = useItemText('major', 50);
  const [edited, setEdited] = useState(false);
  const major = edited || snapshot.answers.major !== undefined ? typed : (basis?.major ?? '');

  const back = <BackToToolMain />;
  if (!basis) {
    return (
      <Loaded
        value={loaded}
        failed="결과를 모으지 못했습니다"
        loading={{ label: '결과를 모으는 중', variant: 'block', lines: 4 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }
  return (
    <ToolScreen
      title={TITLE}
      description="다른 도구에서 나온 결과를 모았습니다. 상담 후 공개되는 결과는 공개된 뒤에 쓰입니다. 학력과 전공을 확인해 주세요."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button variant="primary" isDisabled={education === null} onPress={() => navigate('recommend/job')}>
          다음: 직업 추천
        </Button>
      }
    >
      <BasisCards basis={basis} />
      <MadeWithout missing={basis.missing} />
      <div className={styles.fields}>
        <RadioGroup
          label="학력: 지금 또는 목표로 하는 학력 (꼭 골라 주세요)"
          description="직업마다 보통 필요한 학력과 가까운 직업을 앞에 둡니다."
          value={education}
          onChange={(value) => actions.answer('education', value)}
        >
          {EDUCATION_LEVELS.map((level) => (
            <Radio key={level} value={level}>
              {EDUCATION_LABELS[level]}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          label="전공 (선택)"
          description="추천 전공 가운데 지금 전공과 같은 것을 표시합니다."
          value={major}
          onChange={(value) => {
            setEdited(true);
            setMajor(value);
          }}
        />
      </div>
      {education === null ? (
        <Text size="sm" tone="muted">
          학력을 고르면 직업 추천을 볼 수 있습니다.
        </Text>
      ) : null}
    </ToolScreen>
  );
}

function BasisCards({ basis }: { basis: CareerModelBasis }) {
  const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name).join(', ');
  return (
    <div className={styles.basis}>
      <Card title="흥미 코드" headingLevel={2}>
        {basis.code ? (
          <Text>
            {basis.code.code} ({basis.code.source === 'ptid' ? '성격 유형' : '직업 카드'} ·{' '}
            {pastResultTime(basis.code.at)})
          </Text>
        ) : (
          <Text tone="muted">아직 없습니다.</Text>
        )}
      </Card>
      <Card title="커리어 앵커" headingLevel={2}>
        {basis.anchors.length > 0 ? <Text>{names(basis.anchors)}</Text> : <Text tone="muted">아직 없습니다.</Text>}
        {basis.anchor_note ? (
          <Text size="sm" tone="muted">
            {basis.anchor_note}
          </Text>
        ) : null}
      </Card>
      <Card title="코어 컬러링" headingLevel={2}>
        {basis.cores.top.length + basis.cores.growth.length > 0 ? (
          <>
            <Text>강한 코어: {names(basis.cores.top) || '없음'}</Text>
            <Text>키우고 싶은 코어: {names(basis.cores.growth) || '없음'}</Text>
          </>
        ) : (
          <Text tone="muted">아직 없습니다.</Text>
        )}
      </Card>
      <Card title="직업 카드에서 끌린 직업" headingLevel={2}>
        {basis.liked.length > 0 ? <Text>{names(basis.liked)}</Text> : <Text tone="muted">아직 없습니다.</Text>}
      </Card>
    </div>
  );
}
