import { afterEach, describe, expect, it, vi } from 'vitest';
import { alert, clearDialogs, confirm, dialogState, dismissDialog, info, pressDialog } from './dialogStore';

const head = () => dialogState.queue[0];

afterEach(() => clearDialogs());

describe('the dialog queue', () => {
  it('gives an alert the spec defaults: title 알림 and one button 확인', () => {
    void alert('저장했습니다.');
    expect(head()).toEqual({
      id: expect.any(Number),
      kind: 'alert',
      title: '알림',
      message: '저장했습니다.',
      confirmLabel: '확인',
      cancelLabel: null,
      tone: null,
    });
  });

  it('shows no tone unless given, except information, and keeps a given one', () => {
    void confirm('기록을 삭제할까요?', { title: '기록 삭제', confirmLabel: '삭제', tone: 'danger' });
    void info('안내합니다.');
    void alert('저장했습니다.', { tone: 'success' });
    expect(dialogState.queue.map(({ title, confirmLabel, tone }) => ({ title, confirmLabel, tone }))).toEqual([
      { title: '기록 삭제', confirmLabel: '삭제', tone: 'danger' },
      { title: '알림', confirmLabel: '확인', tone: 'info' },
      { title: '알림', confirmLabel: '확인', tone: 'success' },
    ]);
  });

  it('gives a confirm a second button 취소, and takes other labels and titles', () => {
    void confirm('삭제할까요?');
    void info('안내합니다.', { title: '안내', confirmLabel: '닫기' });
    expect(
      dialogState.queue.map(({ kind, title, confirmLabel, cancelLabel }) => ({
        kind,
        title,
        confirmLabel,
        cancelLabel,
      })),
    ).toEqual([
      { kind: 'confirm', title: '알림', confirmLabel: '확인', cancelLabel: '취소' },
      { kind: 'info', title: '안내', confirmLabel: '닫기', cancelLabel: null },
    ]);
  });

  it('shows one dialog at a time, in the order they were queued', () => {
    void alert('첫째');
    void alert('둘째');
    void alert('셋째');
    expect(head()?.message).toBe('첫째');
    pressDialog(head()?.id ?? -1);
    expect(head()?.message).toBe('둘째');
    dismissDialog(head()?.id ?? -1);
    expect(dialogState.queue.map((entry) => entry.message)).toEqual(['셋째']);
  });

  it('runs the press action when the button is pressed, and not the dismiss action', async () => {
    const onPress = vi.fn();
    const onDismiss = vi.fn();
    const closed = alert('확인해 주세요.', { onPress, onDismiss });
    pressDialog(head()?.id ?? -1);
    await closed;
    expect(onPress).toHaveBeenCalledOnce();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(dialogState.queue).toEqual([]);
  });

  it('runs the dismiss action when dismissed, and not the press action', async () => {
    const onPress = vi.fn();
    const onDismiss = vi.fn();
    const closed = info('알려드립니다.', { onPress, onDismiss });
    dismissDialog(head()?.id ?? -1);
    await closed;
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('resolves a confirm with true when pressed and false when dismissed', async () => {
    const yes = confirm('진행할까요?');
    pressDialog(head()?.id ?? -1);
    const no = confirm('진행할까요?');
    dismissDialog(head()?.id ?? -1);
    expect([await yes, await no]).toEqual([true, false]);
  });

  it('closes a dialog only once: a second press or dismiss does nothing', () => {
    const onPress = vi.fn();
    void alert('한 번만', { onPress });
    const id = head()?.id ?? -1;
    pressDialog(id);
    pressDialog(id);
    dismissDialog(id);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('still closes and moves on when an action throws', async () => {
    const closed = alert('오류', {
      onPress: () => {
        throw new Error('action failed');
      },
    });
    void alert('다음');
    expect(() => pressDialog(head()?.id ?? -1)).toThrow('action failed');
    await closed;
    expect(head()?.message).toBe('다음');
  });

  it('takes an aborted dialog off the queue without running its actions', async () => {
    const controller = new AbortController();
    const onPress = vi.fn();
    const onDismiss = vi.fn();
    const answer = confirm('곧 취소됨', { signal: controller.signal, onPress, onDismiss });
    void alert('남는 알림');
    controller.abort();
    expect(await answer).toBe(false);
    expect(onPress).not.toHaveBeenCalled();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(dialogState.queue.map((entry) => entry.message)).toEqual(['남는 알림']);
  });

  it('does not queue a dialog whose signal is already aborted', async () => {
    expect(await confirm('안 보임', { signal: AbortSignal.abort() })).toBe(false);
    expect(dialogState.queue).toEqual([]);
  });

  it('is plain code: queueing needs no React and no DOM', () => {
    expect(typeof document).toBe('undefined');
    void alert('DOM 없이');
    expect(dialogState.queue).toHaveLength(1);
  });
});
