import { preferredLanguage } from '../language';

describe('the language an Accept-Language header asks the API for', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['en;q=0.5,zh-CN;q=0.9', 'zh-CN'],
    ['zh;q=0.4, en-GB;q=0.7', 'en'],
    ['fr-FR,de;q=0.9', 'zh-CN'],
    ['*', 'zh-CN'],
    ['en;q=0', 'zh-CN'],
    ['en;q=banana', 'en'],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
