import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { IconButton } from '../../../components/IconButton';
import { ProgressBar } from '../../../components/ProgressBar';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { Notice } from '../../../patterns/Notice';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useJobCard } from '../context';
import {
  addOwnReason,
  allReasons,
  byReason,
  OWN_ITEM,
  ownLabels,
  ownReasonKey,
  pileOf,
  reasonsOf,
  toggleReason,
  whyItem,
} from '../model/flow';
import type { JobCard, JobCardReason } from '../types';
import * as styles from './screens.css';

const TITLE = '끌린 이유를 골라 주세요';

/**
 * A reason (or several) for each liked card, from the fixed list and the user's own; the liked cards
 * are also shown by reason, with those still without one. The result is scored from here.
 */
export function ClassifyScreen() {
  const { calls, navigate } = useJobCard();
  const { snapshot } = useToolRun();
  const runId = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const selected = useLoaded(
    () => (runId === null ? null : calls.userSelected.load({ body: { run_id: runId } })),
    runId,
  );
  const back = (
    <Button variant="ghost" onPress={() => navigate('root')}>
      카드 나누기로
    </Button>
  );
  if (runId === null) return <NoOpenRun title={TITLE} />;
  if (selected.status !== 'ready') {
    return (
      <ToolScreen title={TITLE} back={back}>
        {selected.status === 'error' ? (
          <ErrorState title="끌린 카드를 불러오지 못했습니다" description={selected.message} onRetry={selected.retry} />
        ) : (
          <Skeleton label="끌린 카드를 불러오는 중" variant="block" lines={5} />
        )}
      </ToolScreen>
    );
  }
  return <Classify runId={runId} cards={selected.data.liked.map((entry) => entry.card)} back={back} />;
}

function Classify({ runId, cards, back }: { runId: number; cards: readonly JobCard[]; back: ReactNode }) {
  const { calls, content, navigate, results } = useJobCard();
  const { snapshot, actions } = useToolRun();
  const [scoring, setScoring] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const answers = snapshot.answers;
  // The cards the server read as liked, as long as they still are here.
  const liked = cards.filter((card) => pileOf(answers, card.id) === 'liked');
  const reasons = allReasons(content.reasons, answers);
  const { groups, waiting } = byReason(liked, answers, reasons);
  const explained = liked.length - waiting.length;

  const give = (cardId: number, key: string) => {
    actions.answer(whyItem(cardId), toggleReason(reasonsOf(answers, cardId, reasons), key));
    setRefusal(null);
  };

  const score = async () => {
    setRefusal(null);
    if (!(await actions.flush())) return;
    setScoring(true);
    // Not an alert: a refusal ("끌린 이유를 고르지 않은 카드가 있습니다: …") is shown here, beside the cards.
    const reply = await calls.saveUser.load({ body: { run_id: runId } }, { loading: true });
    setScoring(false);
    if (!reply.ok) {
      setRefusal(
        reply.status === null
          ? '서버에 연결하지 못해 결과를 내지 못했습니다. 연결을 확인하고 다시 눌러 주세요.'
          : reply.message,
      );
      return;
    }
    const saved = reply.data;
    results.set(saved.run_id, saved);
    actions.completed(saved);
    navigate('recommend', saved.run_id);
  };

  return (
    <ToolScreen
      title={TITLE}
      description="끌린 카드마다 왜 끌렸는지 하나 이상 골라 주세요. 목록에 없는 이유는 직접 더할 수 있습니다. 고른 이유는 즉시 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button
          variant="primary"
          isDisabled={liked.length === 0}
          isLoading={scoring}
          loadingLabel="결과를 계산하는 중"
          onPress={() => void score()}
        >
          결과 보기
        </Button>
      }
    >
      {liked.length === 0 ? (
        <Notice title="끌린 카드가 없습니다">
          카드를 한 장 이상 끌린다에 놓으면 이유를 고를 수 있습니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('root')}>
            카드 나누기로
          </Button>
        </Notice>
      ) : (
        <>
          <div className={styles.progressRow}>
            <ProgressBar
              label="이유를 고른 카드"
              value={explained}
              maxValue={liked.length}
              valueLabel={`${explained} / ${liked.length}장`}
            />
          </div>
          {refusal ? (
            <Notice tone="danger" title="결과를 내지 못했습니다">
              {refusal}
            </Notice>
          ) : null}
          <OwnReasons reasons={reasons} likedIds={liked.map((card) => card.id)} />
          <section className={styles.section} aria-labelledby="job-card-why">
            <Heading level={2} size={4} id="job-card-why">
              카드마다 끌린 이유
            </Heading>
            <div className={styles.items}>
              {liked.map((card) => {
                const given = reasonsOf(answers, card.id, reasons);
                return (
                  <fieldset key={card.id} className={styles.reasonCard}>
                    <legend className={styles.legend}>{card.name}</legend>
                    <Text size="sm" tone="muted">
                      {card.category.name} · 흥미 코드 {card.holland} · {card.summary}
                    </Text>
                    <div className={styles.reasonOptions}>
                      {reasons.map((reason) => (
                        <Checkbox
                          key={reason.key}
                          isSelected={given.includes(reason.key)}
                          onChange={() => give(card.id, reason.key)}
                        >
                          {reason.label}
                        </Checkbox>
                      ))}
                    </div>
                  </fieldset>
                );
              })}
            </div>
          </section>
          <section className={styles.section} aria-labelledby="job-card-by-reason">
            <Heading level={2} size={4} id="job-card-by-reason">
              이유별로 본 끌린 카드
            </Heading>
            <div className={styles.groups}>
              {groups.map(({ reason, cards: given }) => (
                <div key={reason.key} className={styles.group}>
                  <Heading level={3} size={4}>
                    {reason.label} ({given.length}장)
                  </Heading>
                  <Text size="sm">{given.map((card) => card.name).join(', ')}</Text>
                </div>
              ))}
              <div className={styles.group}>
                <Heading level={3} size={4}>
                  아직 이유가 없는 카드 ({waiting.length}장)
                </Heading>
                <Text size="sm" tone={waiting.length > 0 ? 'default' : 'muted'}>
                  {waiting.length > 0
                    ? waiting.map((card) => card.name).join(', ')
                    : '끌린 카드 모두에 이유를 골랐습니다.'}
                </Text>
              </div>
            </div>
          </section>
        </>
      )}
    </ToolScreen>
  );
}

/** The user's own reasons: added with a text field, removed with a button (its key stays unused). */
function OwnReasons({ reasons, likedIds }: { reasons: readonly JobCardReason[]; likedIds: readonly number[] }) {
  const { snapshot, actions } = useToolRun();
  const [label, setLabel] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const labels = ownLabels(snapshot.answers);

  const add = () => {
    const next = addOwnReason(labels, reasons, label);
    if (!next) {
      setDuplicate(label.trim() !== '');
      return;
    }
    actions.answer(OWN_ITEM, next);
    setLabel('');
    setDuplicate(false);
  };

  const remove = (index: number) => {
    const key = ownReasonKey(index);
    // Blank, not spliced out: the other reasons keep their keys (own.{n}).
    actions.answer(
      OWN_ITEM,
      labels.map((entry, at) => (at === index ? '' : entry)),
    );
    for (const cardId of likedIds) {
      const given = reasonsOf(snapshot.answers, cardId);
      if (given.includes(key))
        actions.answer(
          whyItem(cardId),
          given.filter((entry) => entry !== key),
        );
    }
  };

  return (
    <section className={styles.section} aria-labelledby="job-card-own">
      <Heading level={2} size={4} id="job-card-own">
        나만의 이유
      </Heading>
      {labels.some((entry) => entry.trim() !== '') ? (
        <ul className={styles.ownList} aria-labelledby="job-card-own">
          {labels.map((entry, index) =>
            entry.trim() === '' ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the reason's key (own.{n}), never reused.
              <li key={index} className={styles.ownItem}>
                <Text as="span" size="sm">
                  {entry.trim()}
                </Text>
                <IconButton icon="close" size="sm" label={`${entry.trim()} 지우기`} onPress={() => remove(index)} />
              </li>
            ),
          )}
        </ul>
      ) : null}
      <form
        className={styles.picker}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextField
          label="이유 직접 적기"
          placeholder="예: 여행을 자주 다닐 수 있어서"
          value={label}
          maxLength={60}
          onChange={(value) => {
            setLabel(value);
            setDuplicate(false);
          }}
          isInvalid={duplicate}
          errorMessage="이미 있는 이유입니다."
        />
        <Button type="submit" variant="secondary" isDisabled={label.trim() === ''}>
          추가
        </Button>
      </form>
    </section>
  );
}
