import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Form } from '../../../components/Form';
import { Heading } from '../../../components/Heading';
import { IconButton } from '../../../components/IconButton';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { ActionError } from '../../../patterns/ActionError';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen, ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useLoaded } from '../../framework/useLoaded';
import { useJobCard } from '../context';
import {
  addOwnReason,
  allReasons,
  byReason,
  OWN_ITEMS,
  ownLabels,
  ownReasonKey,
  pileOf,
  type ReasonSet,
  reasonsOf,
  toggleReason,
  whyItem,
} from '../model/flow';
import type { JobCard, JobCardReason } from '../types';
import * as styles from './screens.css';

const TITLE = '끌린 이유와 끌리지 않은 이유를 골라 주세요';

/** What each set of reasons is called on the screen. */
const SET_WORDS = {
  liked: { pile: '끌린', reason: '끌린 이유', question: '왜 끌렸나요?' },
  disliked: { pile: '끌리지 않은', reason: '끌리지 않은 이유', question: '왜 끌리지 않았나요?' },
} as const satisfies Record<ReasonSet, { pile: string; reason: string; question: string }>;

/**
 * A reason (or several) for each liked and each disliked card (the spec's two classify sets), from
 * the fixed lists and the user's own; unsure cards need none. The cards are also shown by reason,
 * with those still without one. The result is scored from here.
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
      <Loaded
        value={selected}
        failed="나눈 카드를 불러오지 못했습니다"
        loading={{ label: '나눈 카드를 불러오는 중', variant: 'block', lines: 5 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }
  return (
    <Classify
      liked={selected.data.liked.map((entry) => entry.card)}
      disliked={selected.data.disliked.map((entry) => entry.card)}
      unsure={selected.data.unsure}
      back={back}
    />
  );
}

function Classify({
  liked: likedCards,
  disliked: dislikedCards,
  unsure,
  back,
}: {
  liked: readonly JobCard[];
  disliked: readonly JobCard[];
  unsure: readonly JobCard[];
  back: ReactNode;
}) {
  const { calls, content, navigate } = useJobCard();
  const { snapshot, actions } = useToolRun();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { finish, finishing } = useFinish({
    score: calls.saveUser,
    show: 'recommend',
    before: () => setRefusal(null),
    words: {
      title: '결과를 내지 못했습니다',
      unreachable: '서버에 연결하지 못해 결과를 내지 못했습니다. 연결을 확인하고 다시 눌러 주세요.',
    },
    // Not an alert: a refusal ("끌린 이유를 고르지 않은 카드가 있습니다: …") is shown here, beside the cards.
    onRefused: setRefusal,
  });
  const answers = snapshot.answers;
  // The cards the server read on each pile, as long as they still are there.
  const cards = {
    liked: likedCards.filter((card) => pileOf(answers, card.id) === 'liked'),
    disliked: dislikedCards.filter((card) => pileOf(answers, card.id) === 'disliked'),
  };
  const reasons = {
    liked: allReasons(content.reasons, answers, 'liked'),
    disliked: allReasons(content.disliked_reasons, answers, 'disliked'),
  };
  const waiting = {
    liked: byReason(cards.liked, answers, reasons.liked).waiting,
    disliked: byReason(cards.disliked, answers, reasons.disliked).waiting,
  };
  const toExplain = cards.liked.length + cards.disliked.length;
  const explained = toExplain - waiting.liked.length - waiting.disliked.length;
  const sorted = toExplain + unsure.length;

  const give = (set: ReasonSet, cardId: number, key: string) => {
    actions.answer(whyItem(cardId), toggleReason(reasonsOf(answers, cardId, reasons[set]), key));
    setRefusal(null);
  };

  return (
    <ToolScreen
      title={TITLE}
      description="끌린 카드와 끌리지 않은 카드마다 이유를 하나 이상 골라 주세요. 목록에 없는 이유는 직접 더할 수 있습니다. 잘 모르겠다에 둔 카드는 이유가 필요 없습니다. 고른 이유는 즉시 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button
          variant="primary"
          isDisabled={sorted === 0}
          isLoading={finishing}
          loadingLabel="결과를 계산하는 중"
          onPress={() => void finish()}
        >
          결과 보기
        </Button>
      }
    >
      {sorted === 0 ? (
        <Notice title="나눈 카드가 없습니다">
          카드를 세 더미로 나누면 이유를 고를 수 있습니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('root')}>
            카드 나누기로
          </Button>
        </Notice>
      ) : (
        <>
          {toExplain > 0 ? (
            <div className={styles.progressRow}>
              <ProgressBar
                label="이유를 고른 카드"
                value={explained}
                maxValue={toExplain}
                valueLabel={`${explained} / ${toExplain}장`}
              />
            </div>
          ) : null}
          {refusal ? <ActionError title="결과를 내지 못했습니다" message={refusal} /> : null}
          {cards.liked.length === 0 ? (
            <Notice title="끌린 카드가 없습니다">
              괜찮습니다. 끌리지 않은 이유를 고르면, 흥미 코드 대신 그 이유들과 다음에 해 볼 일을 결과로 보여 드립니다.
            </Notice>
          ) : null}
          {(['liked', 'disliked'] as const).map((set) =>
            cards[set].length === 0 ? null : (
              <ReasonSetSection
                key={set}
                set={set}
                cards={cards[set]}
                reasons={reasons[set]}
                waiting={waiting[set]}
                onGive={(cardId, key) => give(set, cardId, key)}
              />
            ),
          )}
          {unsure.length > 0 ? (
            <section className={styles.section} aria-labelledby="job-card-unsure">
              <Heading level={2} size={3} id="job-card-unsure">
                잘 모르겠다 {unsure.length}장
              </Heading>
              <Text size="sm">
                {unsure.map((card) => card.name).join(', ')}: 이유를 고르지 않아도 됩니다. 결과의 다음 걸음에서 더
                알아볼 카드로 보여 드립니다.
              </Text>
            </section>
          ) : null}
        </>
      )}
    </ToolScreen>
  );
}

/** One classify set: the user's own reasons, each card with its reasons, then the cards by reason. */
function ReasonSetSection({
  set,
  cards,
  reasons,
  waiting,
  onGive,
}: {
  set: ReasonSet;
  cards: readonly JobCard[];
  reasons: readonly JobCardReason[];
  waiting: readonly JobCard[];
  onGive(cardId: number, key: string): void;
}) {
  const { snapshot } = useToolRun();
  const answers = snapshot.answers;
  const words = SET_WORDS[set];
  const { groups } = byReason(cards, answers, reasons);
  const headingId = `job-card-why-${set}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        {words.pile} 카드 {cards.length}장: {words.question}
      </Heading>
      <OwnReasons set={set} reasons={reasons} cardIds={cards.map((card) => card.id)} />
      <div className={styles.items}>
        {cards.map((card) => {
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
                    onChange={() => onGive(card.id, reason.key)}
                  >
                    {reason.label}
                  </Checkbox>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      <Heading level={3} size={4}>
        이유별로 본 {words.pile} 카드
      </Heading>
      <div className={styles.groups}>
        {groups.map(({ reason, cards: given }) => (
          <div key={reason.key} className={styles.group}>
            <Heading level={4} size={4}>
              {reason.label} ({given.length}장)
            </Heading>
            <Text size="sm">{given.map((card) => card.name).join(', ')}</Text>
          </div>
        ))}
        <div className={styles.group}>
          <Heading level={4} size={4}>
            아직 {words.reason}가 없는 카드 ({waiting.length}장)
          </Heading>
          <Text size="sm" tone={waiting.length > 0 ? 'default' : 'muted'}>
            {waiting.length > 0
              ? waiting.map((card) => card.name).join(', ')
              : `${words.pile} 카드 모두에 이유를 골랐습니다.`}
          </Text>
        </div>
      </div>
    </section>
  );
}

/** The user's own reasons of a set: added with a text field, removed with a button (its key stays unused). */
function OwnReasons({
  set,
  reasons,
  cardIds,
}: {
  set: ReasonSet;
  reasons: readonly JobCardReason[];
  cardIds: readonly number[];
}) {
  const { snapshot, actions } = useToolRun();
  const [label, setLabel] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const labels = ownLabels(snapshot.answers, set);
  const words = SET_WORDS[set];
  const item = OWN_ITEMS[set];

  const add = () => {
    const next = addOwnReason(labels, reasons, label);
    if (!next) {
      setDuplicate(label.trim() !== '');
      return;
    }
    actions.answer(item, next);
    setLabel('');
    setDuplicate(false);
  };

  const remove = (index: number) => {
    const key = ownReasonKey(set, index);
    // Blank, not spliced out: the other reasons keep their keys.
    actions.answer(
      item,
      labels.map((entry, at) => (at === index ? '' : entry)),
    );
    for (const cardId of cardIds) {
      const given = reasonsOf(snapshot.answers, cardId);
      if (given.includes(key))
        actions.answer(
          whyItem(cardId),
          given.filter((entry) => entry !== key),
        );
    }
  };

  const listId = `job-card-own-${set}`;
  return (
    <div className={styles.section}>
      {labels.some((entry) => entry.trim() !== '') ? (
        <ul className={styles.ownList} aria-label={`나만의 ${words.reason}`} id={listId}>
          {labels.map((entry, index) =>
            entry.trim() === '' ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the reason's key, never reused.
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
      <Form className={styles.picker} onSubmit={() => add()}>
        <TextField
          label={`${words.reason} 직접 적기`}
          placeholder={set === 'liked' ? '예: 여행을 자주 다닐 수 있어서' : '예: 밤에 일해야 할 것 같아서'}
          value={label}
          maxLength={60}
          onChange={(value) => {
            setLabel(value);
            setDuplicate(false);
          }}
          isInvalid={duplicate}
          errorMessage="이미 있는 이유입니다."
        />
        <Button type="submit" variant="secondary" isDisabled={label.trim() === ''} aria-label={`${words.reason} 추가`}>
          추가
        </Button>
      </Form>
    </div>
  );
}
