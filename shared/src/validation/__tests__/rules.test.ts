import fc from 'fast-check';
import { validationZh } from '../messages-zh';
import { passesPasswordChecklist, passwordChecklist, RULE_NAMES, validate, validationRules } from '../rules';

const EMPTY = validationZh.required;

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
    expect(validationZh[validationRules.phoneMainland.defaultMessage!]).toBe(validationZh.phoneDefault);
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
    ['12345678901', validationZh.phoneFormat],
    ['1381234567', validationZh.phoneFormat],
    ['138123456789', validationZh.phoneFormat],
    ['14212345678', validationZh.phoneFormat],
    ['15412345678', validationZh.phoneFormat],
    ['16012345678', validationZh.phoneFormat],
    ['17912345678', validationZh.phoneFormat],
    ['19412345678', validationZh.phoneFormat],
    ['1381234567a', validationZh.phoneFormat],
    ['+8613812345678', validationZh.phoneFormat],
  ])('rejects %j with %s', (value, message) => expect(validate('phoneMainland', value)).toBe(message));
});

describe('phoneHongKong', () => {
  it.each(['61234567', '91234567', '21234567', '31234567', '51234567', '41234567', '71234567', '81234567'])(
    'accepts %s',
    (value) => expect(validate('phoneHongKong', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['11234567', validationZh.phoneHongKongFormat],
    ['01234567', validationZh.phoneHongKongFormat],
    ['6123456', validationZh.phoneHongKongFormat],
    ['612345678', validationZh.phoneHongKongFormat],
    ['6123456a', validationZh.phoneHongKongFormat],
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
    ['', validationZh.email],
    ['plain', validationZh.email],
    ['a@b', validationZh.email],
    ['@example.com', validationZh.email],
    ['a b@example.com', validationZh.email],
    ['a@example.c', validationZh.email],
    [fortyOneChars, validationZh.tooLong],
    ['x'.repeat(41), validationZh.tooLong],
  ])('rejects %j with %s', (value, message) => expect(validate('email', value)).toBe(message));
});

describe('password', () => {
  it.each(['Abc12345', 'Abcdefgh12345678', 'aB3aB3aB3aB3'])('accepts %s', (value) =>
    expect(validate('password', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['        ', EMPTY],
    ['Abc1234', validationZh.belowMinLength],
    ['Abcdefgh123456789', validationZh.aboveMaxLength],
    ['abcdefg1', validationZh.passwordPattern],
    ['ABCDEFG1', validationZh.passwordPattern],
    ['Abcdefgh', validationZh.passwordPattern],
    ['Abcdef1!', validationZh.passwordPattern],
    ['Abcd 123', validationZh.passwordPattern],
    ['Abcdéf12', validationZh.passwordPattern],
  ])('rejects %j with %s', (value, message) => expect(validate('password', value)).toBe(message));

  it.each([
    [7, validationZh.belowMinLength],
    [8, null],
    [16, null],
    [17, validationZh.aboveMaxLength],
  ])('at length %i gives %s', (length, message) => {
    const value = `Aa1${'b'.repeat(length - 3)}`;
    expect(value).toHaveLength(length);
    expect(validate('password', value)).toBe(message);
  });
});

describe('code', () => {
  it.each(['123456', 'abc123'])('accepts %s', (value) => expect(validate('code', value)).toBeNull());

  it.each(['', '12345', '1234567'])('rejects %j with 请输入正确验证码', (value) =>
    expect(validate('code', value)).toBe(validationZh.code),
  );
});

describe('verifyCode', () => {
  it.each(['123456', '012345'])('accepts %s', (value) => expect(validate('verifyCode', value)).toBeNull());

  it.each(['', '12345', '1234567', 'abc123', '１２３４５６'])('rejects %j with 请输入正确验证码', (value) =>
    expect(validate('verifyCode', value)).toBe(validationZh.code),
  );
});

describe('inviteCode', () => {
  it.each(['', 'ab12', 'ABCD', '1234'])('accepts %j', (value) => expect(validate('inviteCode', value)).toBeNull());

  it.each(['abc', 'abcde', 'ab-1', '    ', '邀请码一'])('rejects %j with 请输入正确邀请码', (value) =>
    expect(validate('inviteCode', value)).toBe(validationZh.inviteCode),
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
    expect(validate('idNumberMainland', value)).toBe(validationZh.idNumber),
  );
});

describe('url', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1', 'HTTPS://EXAMPLE.COM'])('accepts %s', (value) =>
    expect(validate('url', value)).toBeNull(),
  );

  it.each(['', 'example.com', 'www.example.com', 'ftp://example.com', 'http://', 'http:/example.com', ' http://x'])(
    'rejects %j with 请输入url地址',
    (value) => expect(validate('url', value)).toBe(validationZh.url),
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
    expect(validate('alphanumeric6to10', value)).toBe(validationZh.alphanumeric6to10),
  );
});

describe('transactionPassword', () => {
  it.each(['abc123', 'ABCDEFGHIJ', '1234567890'])('accepts %s', (value) =>
    expect(validate('transactionPassword', value)).toBeNull(),
  );

  it.each([
    ['', EMPTY],
    ['abc12', validationZh.alphanumeric6to10],
    ['abcdefghijk', validationZh.alphanumeric6to10],
    ['abc 123', validationZh.alphanumeric6to10],
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
