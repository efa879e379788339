import type { StationMessageEvent } from '@portal/shared/contract';
import { addNotice, MAX_NOTICES, noticeOffset, toNotice, truncateTitle, type PopupNotice } from '../notice-rules';

describe('truncateTitle (spec §2, §9: 15 characters plus an ellipsis)', () => {
  it('keeps exactly 15 characters and adds … when the title is longer', () => {
    expect(truncateTitle('批量开卡失败三张请查看失败原因并重试')).toBe('批量开卡失败三张请查看失败原因…');
    expect(Array.from(truncateTitle('abcdefghijklmnopq'))).toHaveLength(16);
    expect(truncateTitle('abcdefghijklmnop')).toBe('abcdefghijklmno…');
  });

  it('leaves a title of 15 characters or fewer unchanged', () => {
    expect(truncateTitle('系统维护公告')).toBe('系统维护公告');
    expect(truncateTitle('一二三四五六七八九十一二三四五')).toBe('一二三四五六七八九十一二三四五');
    expect(truncateTitle('')).toBe('');
  });

  it('counts an emoji (a surrogate pair) as one character and never splits it', () => {
    const fifteenEmoji = '🎉'.repeat(15);
    expect(truncateTitle(fifteenEmoji)).toBe(fifteenEmoji);
    expect(truncateTitle('🎉'.repeat(16))).toBe(`${fifteenEmoji}…`);
    expect(truncateTitle('充值成功🎉🎉🎉到账通知请查收余额已更新')).toBe('充值成功🎉🎉🎉到账通知请查收余…');
  });
});

describe('the stack rules', () => {
  const notice = (id: string): PopupNotice => ({ id, title: id, type: 'STATION_MSG', content: '', status: 'success' });

  it('puts the newest on top and keeps five', () => {
    let list: PopupNotice[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6']) list = addNotice(list, notice(id));
    expect(MAX_NOTICES).toBe(5);
    expect(list.map((item) => item.id)).toEqual(['6', '5', '4', '3', '2']);
  });

  it('shows a message once: a repeat moves it to the top', () => {
    const list = addNotice(addNotice(addNotice([], notice('a')), notice('b')), notice('a'));
    expect(list.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('offsets each position by 80 px', () => {
    expect([0, 1, 2, 3, 4].map(noticeOffset)).toEqual(['0px', '80px', '160px', '240px', '320px']);
  });

  it('reads an event field by field and skips one without an id', () => {
    const event = { type: 'STATION_MSG', unread_quantity: 1, title: 't', status: 'success', content: '' };
    expect(toNotice({ ...event, id: '' })).toBeNull();
    expect(toNotice({ ...event, id: 7 } as unknown as StationMessageEvent)).toMatchObject({ id: '7' });
    expect(toNotice({ ...event, id: 'm1', title: null } as unknown as StationMessageEvent)).toMatchObject({
      id: 'm1',
      title: '',
    });
  });
});
