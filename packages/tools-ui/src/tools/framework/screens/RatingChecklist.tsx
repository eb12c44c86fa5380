import { withParticle } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { ScaleItem } from '../../../components/ScaleItem';
import { Notice } from '../../../patterns/Notice';
import { answeredCount, pageCount, pageOf, type RatedItem, ratingOf, resumePage } from '../questionnaire';
import { RunSaveStatus } from '../RunSaveStatus';
import * as styles from '../screens.css';
import { useToolRun } from '../ToolRunContext';
import { ToolScreen, turnPage } from '../ToolScreen';

export interface RatingChecklistProps {
  title: string;
  /** The items in the order asked. */
  items: readonly RatedItem[];
  /** The answer item of each (`s{id}`). */
  itemKey(id: number): string;
  pageSize: number;
  /** One label per point of the scale. */
  labels: readonly string[];
  /** What the items are called in the progress and the notices: '문항', '활동'. */
  noun: string;
  /** How to answer, beside the page number. */
  hint?: string;
  /** Before the first page. */
  onBack(): void;
  /** After the last page, once every item is answered and kept. */
  onDone(): void;
  doneLabel: string;
}

/**
 * Every paged rating questionnaire (decision 017): a page of items at a time, each saved the moment
 * it is rated, the progress, and a clear way to the first unanswered item.
 */
export function RatingChecklist({
  title,
  items,
  itemKey,
  pageSize,
  labels,
  noun,
  hint,
  onBack,
  onDone,
  doneLabel,
}: RatingChecklistProps) {
  const { snapshot, actions } = useToolRun();
  const [page, setPage] = useState(() => resumePage(items, snapshot.answers, itemKey, pageSize));
  const [missing, setMissing] = useState(false);
  const pages = pageCount(items, pageSize);
  const answered = answeredCount(items, snapshot.answers, itemKey);
  const readOnly = snapshot.run?.status !== 'open';

  const goTo = (next: number) => {
    setPage(next);
    setMissing(false);
    turnPage();
  };

  const finish = async () => {
    if (answered < items.length) {
      goTo(resumePage(items, snapshot.answers, itemKey, pageSize));
      setMissing(true);
      return;
    }
    if (await actions.flush()) onDone();
  };

  return (
    <ToolScreen
      title={title}
      description={hint ? `${page + 1} / ${pages} 쪽 · ${hint}` : `${page + 1} / ${pages} 쪽`}
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => (page === 0 ? onBack() : goTo(page - 1))}>
          이전
        </Button>
      }
      next={
        page < pages - 1 ? (
          <Button variant="primary" onPress={() => goTo(page + 1)}>
            다음 쪽
          </Button>
        ) : (
          <Button variant="primary" onPress={() => void finish()}>
            {doneLabel}
          </Button>
        )
      }
    >
      <ProgressBar
        label={`답한 ${noun}`}
        value={answered}
        maxValue={items.length}
        valueLabel={`${answered} / ${items.length}`}
      />
      {missing && answered < items.length ? (
        <Notice tone="warning" title={`아직 답하지 않은 ${withParticle(noun, '이/가')} 있습니다`}>
          남은 {items.length - answered}개에 답하면 다음 단계로 갈 수 있습니다. 답하지 않은 첫{' '}
          {withParticle(noun, '이/가')} 있는 쪽을 열었습니다.
        </Notice>
      ) : null}
      <div className={styles.items}>
        {pageOf(items, page, pageSize).map((item, index) => (
          <ScaleItem
            key={item.id}
            number={page * pageSize + index + 1}
            question={item.text}
            labels={labels}
            value={ratingOf(snapshot.answers, itemKey(item.id))}
            isReadOnly={readOnly}
            onChange={(value) => actions.answer(itemKey(item.id), value)}
          />
        ))}
      </div>
    </ToolScreen>
  );
}
