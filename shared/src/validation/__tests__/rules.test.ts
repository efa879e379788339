import fc from 'fast-check';
import { validationZh } from '../messages-zh';
import { passesPasswordChecklist, passwordChecklist, RULE_NAMES, validate, validationRules } from '../rules';

const EMPTY = '您当前输入为空';

describe('the rule table', () => {
  it('has one row per rule of spec §5, each carrying its own name', () => {
    expect(RULE_NAMES).toEqual([
      'phoneMainland',
      'phoneHongKong',
      'email',
      'password',
      'code',
      'verifyCode',
      'inviteCode',
      'idNumberMainland',
      'url',
      'noChinese',
      'alphanumeric6to10',
      'transactionPassword',
    ]);
    for (const name of RULE_NAMES) expect(validationRules[name].name).toBe(name);
  });

  it('takes every message from the message table', () => {
    const known: string[] = Object.keys(validationZh);
    for (const name of RULE_NAMES) {
      for (const check of validationRules[name].checks) expect(known).toContain(check.message);
    }
  });

  it('gives the mainland phone its default message', () => {
    expect(validationZh[validationRules.phoneMainland.defaultMessage!]).toBe('请输入正确的手机号');
  });
});

describe('phoneMainland', () => {
  it.each(['13812345678', '14512345678', '15012345678', '16212345678', '17012345678', '18812345678', '19012345678'])(
    'accepts %s',
    (value) => expect(validate('phoneMainland', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['   ', EMPTY],
    ['12345678901', '手机号格式有误'],
    ['1381234567', '手机号格式有误'],
    ['138123456789', '手机号格式有误'],
    ['14212345678', '手机号格式有误'],
    ['15412345678', '手机号格式有误'],
    ['16012345678', '手机号格式有误'],
    ['17912345678', '手机号格式有误'],
    ['19412345678', '手机号格式有误'],
    ['1381234567a', '手机号格式有误'],
    ['+8613812345678', '手机号格式有误'],
  ])('rejects %j with %s', (value, message) => expect(validate('phoneMainland', value)).toBe(message));
});

describe('phoneHongKong', () => {
  it.each(['61234567', '91234567', '21234567', '31234567', '51234567', '41234567', '71234567', '81234567'])(
    'accepts %s',
    (value) => expect(validate('phoneHongKong', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['11234567', '您的手机号格式有误'],
    ['01234567', '您的手机号格式有误'],
    ['6123456', '您的手机号格式有误'],
    ['612345678', '您的手机号格式有误'],
    ['6123456a', '您的手机号格式有误'],
  ])('rejects %j with %s', (value, message) => expect(validate('phoneHongKong', value)).toBe(message));
});

describe('email', () => {
  const fortyChars = `${'a'.repeat(28)}@example.com`;
  const fortyOneChars = `${'a'.repeat(29)}@example.com`;

  it('is built on addresses of exactly 40 and 41 characters', () => {
    expect(fortyChars).toHaveLength(40);
    expect(fortyOneChars).toHaveLength(41);
  });

  it.each(['a@b.co', 'first.last+tag@example.com', 'user_name@mail.example.com.cn', fortyChars])(
    'accepts %s',
    (value) => expect(validate('email', value)).toBeNull(),
  );

  it.each([
    ['', '请输入正确的邮箱'],
    ['plain', '请输入正确的邮箱'],
    ['a@b', '请输入正确的邮箱'],
    ['@example.com', '请输入正确的邮箱'],
    ['a b@example.com', '请输入正确的邮箱'],
    ['a@example.c', '请输入正确的邮箱'],
    [fortyOneChars, '长度超过限制'],
    ['x'.repeat(41), '长度超过限制'],
  ])('rejects %j with %s', (value, message) => expect(validate('email', value)).toBe(message));
});

describe('password', () => {
  it.each(['Abc12345', 'Abcdefgh12345678', 'aB3aB3aB3aB3'])('accepts %s', (value) =>
    expect(validate('password', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['        ', EMPTY],
    ['Abc1234', '输入小于最小输入限制'],
    ['Abcdefgh123456789', '输入大于最大输入限制'],
    ['abcdefg1', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
    ['ABCDEFG1', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
    ['Abcdefgh', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
    ['Abcdef1!', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
    ['Abcd 123', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
    ['Abcdéf12', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
  ])('rejects %j with %s', (value, message) => expect(validate('password', value)).toBe(message));

  it.each([
    [7, '输入小于最小输入限制'],
    [8, null],
    [16, null],
    [17, '输入大于最大输入限制'],
  ])('at length %i gives %s', (length, message) => {
    const value = `Aa1${'b'.repeat(length - 3)}`;
    expect(value).toHaveLength(length);
    expect(validate('password', value)).toBe(message);
  });
});

describe('code', () => {
  it.each(['123456', 'abc123'])('accepts %s', (value) => expect(validate('code', value)).toBeNull());

  it.each(['', '12345', '1234567'])('rejects %j with 请输入正确验证码', (value) =>
    expect(validate('code', value)).toBe('请输入正确验证码'),
  );
});

describe('verifyCode', () => {
  it.each(['123456', '012345'])('accepts %s', (value) => expect(validate('verifyCode', value)).toBeNull());

  it.each(['', '12345', '1234567', 'abc123', '１２３４５６'])('rejects %j with 请输入正确验证码', (value) =>
    expect(validate('verifyCode', value)).toBe('请输入正确验证码'),
  );
});

describe('inviteCode', () => {
  it.each(['', 'ab12', 'ABCD', '1234'])('accepts %j', (value) => expect(validate('inviteCode', value)).toBeNull());

  it.each(['abc', 'abcde', 'ab-1', '    ', '邀请码一'])('rejects %j with 请输入正确邀请码', (value) =>
    expect(validate('inviteCode', value)).toBe('请输入正确邀请码'),
  );
});

describe('idNumberMainland', () => {
  it.each(['110101199003071233', '11010519491231002X', '11010519491231002x', '440304199901010017'])(
    'accepts %s',
    (value) => expect(validate('idNumberMainland', value)).toBeNull(),
  );

  it.each([
    '',
    '11010119900307123',
    '1101011990030712345',
    '1101011990030712XX',
    'X10101199003071234',
    // The shape is right, the check code is not.
    '110101199003071234',
    '11010519491231002Y',
  ])('rejects %j with 请输入正确的身份证号码', (value) =>
    expect(validate('idNumberMainland', value)).toBe('请输入正确的身份证号码'),
  );
});

describe('url', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1', 'HTTPS://EXAMPLE.COM'])('accepts %s', (value) =>
    expect(validate('url', value)).toBeNull(),
  );

  it.each(['', 'example.com', 'www.example.com', 'ftp://example.com', 'http://', 'http:/example.com', ' http://x'])(
    'rejects %j with 请输入url地址',
    (value) => expect(validate('url', value)).toBe('请输入url地址'),
  );
});

describe('noChinese', () => {
  it.each(['', 'abc123', 'Hello, world!', 'テスト'])('accepts %j', (value) =>
    expect(validate('noChinese', value)).toBeNull(),
  );

  it.each(['中文', 'abc汉', '𠀀'])('rejects %j with the internal message', (value) =>
    expect(validate('noChinese', value)).toBe(validationZh.noChinese),
  );
});

describe('alphanumeric6to10', () => {
  it.each(['abc123', 'ABCDEFGHIJ', '1234567890'])('accepts %s', (value) =>
    expect(validate('alphanumeric6to10', value)).toBeNull(),
  );

  it.each(['', 'abc12', 'abcdefghijk', 'abc-123'])('rejects %j with 请输入6到10位的纯数字或大小写英文字母', (value) =>
    expect(validate('alphanumeric6to10', value)).toBe('请输入6到10位的纯数字或大小写英文字母'),
  );
});

describe('transactionPassword', () => {
  it.each(['abc123', 'ABCDEFGHIJ', '1234567890'])('accepts %s', (value) =>
    expect(validate('transactionPassword', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['abc12', '请输入6到10位的纯数字或大小写英文字母'],
    ['abcdefghijk', '请输入6到10位的纯数字或大小写英文字母'],
    ['abc 123', '请输入6到10位的纯数字或大小写英文字母'],
  ])('rejects %j with %s', (value, message) => expect(validate('transactionPassword', value)).toBe(message));
});

describe('the password checklist', () => {
  it('lists the four items of spec §5 in order', () => {
    expect(passwordChecklist.map((item) => item.key)).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
  });

  it.each([
    ['', [false, false, false, false]],
    ['abcdefgh', [true, false, true, false]],
    ['ABCDEFGH', [true, true, false, false]],
    ['12345678', [true, false, false, true]],
    ['Abc1', [false, true, true, true]],
    ['Abcdefgh123456789', [false, true, true, true]],
    ['Abc1234!', [false, true, true, true]],
    ['Abc12345', [true, true, true, true]],
  ])('marks %j as %j', (value, expected) => {
    expect(passwordChecklist.map((item) => item.test(value))).toEqual(expected);
  });

  it('passes as a whole exactly when the password rule passes', () => {
    const alphabet = 'aZ9 !é'.split('');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.stringOf(fc.constantFrom(...alphabet))), (value) => {
        expect(passesPasswordChecklist(value)).toBe(validate('password', value) === null);
      }),
    );
  });
});
