import { formatDateTime } from '@portal/shared/signed-in';
import { messageExcerpt } from '../message-text';

describe('formatDateTime', () => {
  it('shows created_at in local time as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 9, 7, 59).toISOString())).toBe('2024-01-05 09:07');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59).toISOString())).toBe('2023-12-31 23:59');
  });

  it('shows text that is not a date as it is', () => {
    expect(formatDateTime('昨天')).toBe('昨天');
  });
});

describe('messageExcerpt', () => {
  it('keeps only the text, with entities decoded and blocks apart', () => {
    expect(
      messageExcerpt('<h3>通知</h3><p>余额 &gt; <strong>100</strong>&nbsp;USD</p><ul><li>一</li><li>二</li></ul>'),
    ).toBe('通知 余额 > 100 USD 一 二');
  });

  it('drops script and style content rather than showing it', () => {
    expect(messageExcerpt('<script>alert(1)</script><style>p{}</style><p>正文</p>')).toBe('正文');
  });

  it('cuts a long text with an ellipsis, by characters', () => {
    expect(messageExcerpt(`<p>${'字'.repeat(100)}</p>`, 10)).toBe(`${'字'.repeat(10)}…`);
    expect(messageExcerpt('<p>短</p>', 10)).toBe('短');
  });
});
