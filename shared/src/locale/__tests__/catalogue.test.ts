import path from 'node:path';
import { loadEnglishTexts } from '@portal/shared/boot';
import { noticesAtom } from '../../notices/notices';
import { checkCatalogues } from '../../testing/catalogues';
import { portalStore } from '../../state/store';
import { strings } from '../../strings/zh';
import { defineCatalogue } from '../catalogue';
import { localeAtom } from '../locale-state';
import { switchLocale } from '../use-locale';

afterEach(async () => {
  await switchLocale('zh-CN');
  portalStore.set(noticesAtom, []);
});

/** A load that waits until the test lets it go, with the English it then gives. */
function heldLoad<T>(english: T) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(async () => {
    await held;
    return { default: english };
  });
  return { load, release };
}

describe('a catalogue', () => {
  const texts = defineCatalogue(
    'test',
    { title: '钱包', nested: { more: '更多' }, count: (n: number) => `${n} 张` },
    async () => ({ default: { title: 'Wallet', nested: { more: 'More' }, count: (n: number) => `${n} cards` } }),
  );

  it('reads Chinese by default and English once the reader switches, down to nested texts and functions', async () => {
    const nested = texts.nested;
    expect([texts.title, nested.more, texts.count(3)]).toEqual(['钱包', '更多', '3 张']);
    await switchLocale('en');
    expect([texts.title, nested.more, texts.count(3)]).toEqual(['Wallet', 'More', '3 cards']);
  });

  it('keeps the language in local storage and on <html lang>', async () => {
    await switchLocale('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await switchLocale('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it("shows the spec's English texts in en and their translation in zh-CN", async () => {
    expect(strings.networkAnomaly.text).toBe('网络异常，请稍后重试');
    expect(strings.validation.getCodeFirst).toBe('请先获取验证码');
    await switchLocale('en');
    expect(strings.networkAnomaly.text).toBe('Network error, please retry later');
    expect(strings.validation.getCodeFirst).toBe('Please get the verification code first');
    expect(strings.routeError.title).toBe('Unexpected Application Error!');
  });
});

describe('the English of a catalogue', () => {
  it('is not fetched for a reader of Chinese, and fetched once when the reader switches to English', async () => {
    const { load, release } = heldLoad({ title: 'Cards' });
    const texts = defineCatalogue('fetched-on-switch', { title: '卡片' }, load);
    expect(load).not.toHaveBeenCalled();
    const switching = switchLocale('en');
    expect(load).toHaveBeenCalledTimes(1);
    // The page keeps its language until the new one's texts are in.
    expect(portalStore.get(localeAtom)).toBe('zh-CN');
    release();
    await switching;
    expect(portalStore.get(localeAtom)).toBe('en');
    expect(texts.title).toBe('Cards');
    await switchLocale('zh-CN');
    await switchLocale('en');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched as soon as a catalogue is defined while the reader reads English', async () => {
    await switchLocale('en');
    const { load, release } = heldLoad({ title: 'Messages' });
    const texts = defineCatalogue('defined-in-english', { title: '消息' }, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(texts.title).toBe('消息');
    release();
    await loadEnglishTexts();
    expect(texts.title).toBe('Messages');
  });

  it('keeps the page in Chinese and says the network failed when it cannot be fetched, and is fetched again next time', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { title: 'Wallet' } });
    const texts = defineCatalogue('fails-once', { title: '钱包' }, load);
    await switchLocale('en');
    expect(portalStore.get(localeAtom)).toBe('zh-CN');
    expect(portalStore.get(noticesAtom).map(({ text }) => text)).toEqual([strings.networkAnomaly.text]);
    // Still a reader of Chinese: a catalogue defined now fetches no English.
    const later = jest.fn(async () => ({ default: { title: 'Cards' } }));
    defineCatalogue('defined-after-the-failure', { title: '卡片' }, later);
    expect(later).not.toHaveBeenCalled();
    await switchLocale('en');
    expect(portalStore.get(localeAtom)).toBe('en');
    expect(texts.title).toBe('Wallet');
  });
});

describe('the shared texts', () => {
  it('have every key in both zh-CN and en, none of them empty', async () => {
    const { names, differences } = await checkCatalogues(path.join(__dirname, '..', '..'), 'shared');
    expect(names).toContain('shared');
    expect(differences).toEqual([]);
  });
});

describe('the shared English texts', () => {
  it('count one failed card in the singular', async () => {
    const { default: english } = await import('../../strings/en');
    expect(english.batch.failed(1)).toBe('1 card failed to open');
    expect(english.batch.failed(2)).toBe('2 cards failed to open');
  });
});

describe('the catalogue check', () => {
  it('finds a key missing in one language, an empty text and a function of other arguments', async () => {
    const english = { a: 'A', fn: () => 'x' } as unknown as { a: string; b: string; fn: (n: number) => string };
    defineCatalogue('broken', { a: '甲', b: '', fn: (n: number) => `${n}` }, async () => ({ default: english }));
    const { differences } = await checkCatalogues(path.join(__dirname, '..', '..', 'testing'), 'broken');
    expect(differences).toEqual(['broken.b: missing in en', 'broken.fn: takes 1 arguments in zh-CN, 0 in en']);
  });
});
