import { describe, expect, it } from 'vitest';
import { createDialogStore } from './dialog-store.ts';

describe('dialog store', () => {
  it('titles an alert 알림 unless told otherwise', () => {
    const store = createDialogStore();
    void store.alert({ message: '출금신청금액을 입력해주세요.' });
    expect(store.current()).toMatchObject({
      kind: 'alert',
      title: '알림',
      message: '출금신청금액을 입력해주세요.',
    });
  });

  it('accepts a bare message string', () => {
    const store = createDialogStore();
    void store.alert('준비중입니다.');
    expect(store.current()).toMatchObject({ title: '알림', message: '준비중입니다.' });
  });

  it('shows one dialog at a time, in the order they were asked for', async () => {
    const store = createDialogStore();
    const first = store.alert({ message: 'first' });
    void store.alert({ message: 'second' });
    expect(store.size()).toBe(2);
    expect(store.current()).toMatchObject({ message: 'first' });
    store.current()?.close(true);
    await first;
    expect(store.current()).toMatchObject({ message: 'second' });
  });

  it('resolves a confirmation with the answer given', async () => {
    const store = createDialogStore();
    const yes = store.confirm('회원가입을 멈추시겠습니까?');
    const entry = store.current();
    if (entry?.kind !== 'confirm') throw new Error('expected a confirmation');
    entry.close(true);
    const no = store.confirm('again?');
    store.current()?.close(false);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
  });

  it('settles a dialog only once when it is closed twice', async () => {
    const store = createDialogStore();
    const answer = store.confirm('twice?');
    void store.alert('next');
    const entry = store.current();
    entry?.close(true);
    entry?.close(false);
    await expect(answer).resolves.toBe(true);
    expect(store.current()).toMatchObject({ message: 'next' });
  });

  it('tells subscribers when the dialog on screen changes, until they unsubscribe', () => {
    const store = createDialogStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    void store.alert('a');
    store.current()?.close(true);
    unsubscribe();
    void store.alert('b');
    expect(calls).toBe(2);
  });
});
