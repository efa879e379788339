import path from 'node:path';
import { checkCatalogues } from '../../testing/catalogues';
import { portalStore } from '../../state/store';
import { strings } from '../../strings/zh';
import { defineCatalogue } from '../catalogue';
import { localeAtom } from '../locale-state';

afterEach(() => portalStore.set(localeAtom, 'zh-CN'));

describe('a catalogue', () => {
  const texts = defineCatalogue(
    'test',
    { title: '钱包', nested: { more: '更多' }, count: (n: number) => `${n} 张` },
    { title: 'Wallet', nested: { more: 'More' }, count: (n: number) => `${n} cards` },
  );

  it('reads Chinese by default and English once the reader switches, down to nested texts and functions', () => {
    const nested = texts.nested;
    expect([texts.title, nested.more, texts.count(3)]).toEqual(['钱包', '更多', '3 张']);
    portalStore.set(localeAtom, 'en');
    expect([texts.title, nested.more, texts.count(3)]).toEqual(['Wallet', 'More', '3 cards']);
  });

  it('keeps the language in local storage and on <html lang>', () => {
    portalStore.set(localeAtom, 'en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    portalStore.set(localeAtom, 'zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it("shows the spec's English texts in en and their translation in zh-CN", () => {
    expect(strings.networkAnomaly.text).toBe('网络异常，请稍后重试');
    expect(strings.validation.getCodeFirst).toBe('请先获取验证码');
    portalStore.set(localeAtom, 'en');
    expect(strings.networkAnomaly.text).toBe('Network error, please retry later');
    expect(strings.validation.getCodeFirst).toBe('Please get the verification code first');
    expect(strings.routeError.title).toBe('Unexpected Application Error!');
  });
});

describe('the shared texts', () => {
  it('have every key in both zh-CN and en, none of them empty', () => {
    const { names, differences } = checkCatalogues(path.join(__dirname, '..', '..'), 'shared');
    expect(names).toContain('shared');
    expect(differences).toEqual([]);
  });
});

describe('the catalogue check', () => {
  it('finds a key missing in one language, an empty text and a function of other arguments', () => {
    const english = { a: 'A', fn: () => 'x' } as unknown as { a: string; b: string; fn: (n: number) => string };
    defineCatalogue('broken', { a: '甲', b: '', fn: (n: number) => `${n}` }, english);
    const { differences } = checkCatalogues(path.join(__dirname, '..', '..', 'testing'), 'broken');
    expect(differences).toEqual(['broken.b: missing in en', 'broken.fn: takes 1 arguments in zh-CN, 0 in en']);
  });
});
