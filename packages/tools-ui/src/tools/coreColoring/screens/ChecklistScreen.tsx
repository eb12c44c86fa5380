import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen, turnPage } from '../../framework/ToolScreen';
import { useCoreColoring } from '../context';
import {
  answeredCount,
  colorForKey,
  colorItem,
  colorOf,
  PAGE_SIZE,
  pageCount,
  pageOf,
  ROOT_ITEM,
  resumePage,
  rootAfterColoring,
  uncoloredPages,
  WANT_KEY,
  WANT_LABEL,
  wantAfterColoring,
  wantedOf,
  wantItem,
} from '../model/flow';
import type { CoreColor } from '../types';
import { ColorItem } from './ColorItem';
import * as styles from './screens.css';

/** Moves focus to the statement after `item` on the page: its chosen tile, else its first. */
function focusStatementAfter(item: HTMLElement) {
  const all = [...(item.parentElement?.querySelectorAll<HTMLElement>('[data-statement-id]') ?? [])];
  const next = all[all.indexOf(item) + 1];
  const radio = next?.querySelector<HTMLInputElement>('input:checked') ?? next?.querySelector('input');
  radio?.focus();
}

/** Round 1: every statement colored, nine to a page (one of each core), each saved the moment it is chosen. */
export function ChecklistScreen() {
  const { content, navigate } = useCoreColoring();
  const { snapshot, actions } = useToolRun();
  const { statements } = content;
  const [page, setPage] = useState(() => resumePage(statements, snapshot.answers));
  const [missing, setMissing] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const pages = pageCount(statements);
  const answered = answeredCount(statements, snapshot.answers);
  const readOnly = snapshot.run?.status !== 'open';

  const choose = (statementId: number, color: CoreColor) => {
    actions.answer(colorItem(statementId), color);
    const root = rootAfterColoring(snapshot.answers, statementId, color);
    if (root) actions.answer(ROOT_ITEM, root);
    // Green says "wanted" by itself and none says "not me": the mark comes off with either.
    const want = wantAfterColoring(snapshot.answers, statementId, color);
    if (want !== null) actions.answer(wantItem(statementId), want);
  };
  const want = (statementId: number, wanted: boolean) => actions.answer(wantItem(statementId), wanted);
  // The listener below is added once and must see the latest answers when a key is pressed.
  const chooseByKey = useEffectEvent(choose);
  const toggleByKey = useEffectEvent((statementId: number) => {
    if (colorOf(snapshot.answers, statementId) === 'red' || colorOf(snapshot.answers, statementId) === 'yellow')
      want(statementId, !wantedOf(snapshot.answers, statementId));
  });

  // Number keys 1–4 color the statement whose tile has focus, then move on to the next statement;
  // 5 marks (or unmarks) a red or yellow one 더 키우고 싶어요 and stays on it.
  useEffect(() => {
    const element = list.current;
    if (!element || readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const item = (event.target as HTMLElement).closest<HTMLElement>('[data-statement-id]');
      if (!item) return;
      if (event.key === WANT_KEY) {
        event.preventDefault();
        toggleByKey(Number(item.dataset.statementId));
        return;
      }
      const color = colorForKey(event.key);
      if (!color) return;
      event.preventDefault();
      chooseByKey(Number(item.dataset.statementId), color);
      focusStatementAfter(item);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [readOnly]);

  const goTo = (next: number) => {
    setPage(next);
    setMissing(false);
    turnPage();
  };

  const finish = async () => {
    if (answered < statements.length) {
      goTo(resumePage(statements, snapshot.answers));
      setMissing(true);
      return;
    }
    if (await actions.flush()) navigate('root');
  };

  const left = statements.length - answered;
  const leftPages = uncoloredPages(statements, snapshot.answers).map((index) => `${index + 1}쪽`);

  if (!snapshot.run) return <NoOpenRun title="문장마다 어울리는 색을 골라 주세요" />;

  return (
    <ToolScreen
      title="문장마다 어울리는 색을 골라 주세요"
      description={`${page + 1} / ${pages} 쪽`}
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => (page === 0 ? navigate('introduce') : goTo(page - 1))}>
          {page === 0 ? '색칠 방법으로' : '이전 쪽'}
        </Button>
      }
      next={
        page < pages - 1 ? (
          <Button variant="primary" onPress={() => goTo(page + 1)}>
            다음 쪽
          </Button>
        ) : (
          <Button variant="primary" isDisabled={readOnly} onPress={() => void finish()}>
            가장 나다운 문장 고르기
          </Button>
        )
      }
    >
      <div className={styles.progressRow}>
        <ProgressBar
          label="색칠한 문장"
          value={answered}
          maxValue={statements.length}
          valueLabel={`${answered} / ${statements.length}`}
        />
        <Text size="sm" tone="muted">
          지금의 나 · 가끔의 나 · 되고 싶은 나 · 해당 없음 가운데 하나를 고르세요. 숫자 키 1~4로 고르면 다음 문장으로
          넘어갑니다. 지금의 나나 가끔의 나로 칠한 문장이 앞으로 더 키우고 싶은 모습이면 ‘{WANT_LABEL}’도 함께
          표시하세요(숫자 키 {WANT_KEY}).
        </Text>
      </div>
      {readOnly ? (
        <Notice title="이미 결과가 나온 색칠입니다">
          여기서는 바꿀 수 없습니다. 다시 하려면 처음 화면에서 새로 색칠해 주세요.
        </Notice>
      ) : null}
      {missing && left > 0 ? (
        <Notice tone="warning" title={`아직 색칠하지 않은 문장이 ${left}개 있습니다`}>
          {leftPages.join(', ')}에 남아 있습니다. 모두 칠하면 다음 단계로 갈 수 있습니다. 색칠하지 않은 첫 문장이 있는
          쪽을 열었습니다.
        </Notice>
      ) : null}
      <div ref={list} className={styles.items}>
        {pageOf(statements, page).map((statement, index) => (
          <ColorItem
            key={statement.id}
            statement={statement}
            number={page * PAGE_SIZE + index + 1}
            value={colorOf(snapshot.answers, statement.id)}
            wanted={wantedOf(snapshot.answers, statement.id)}
            onWantedChange={(wanted) => want(statement.id, wanted)}
            isReadOnly={readOnly}
            isMissing={missing}
            onChange={(color) => choose(statement.id, color)}
          />
        ))}
      </div>
    </ToolScreen>
  );
}
