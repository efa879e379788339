/** The languages the API answers its messages in: Chinese by default, English when asked for. */
export const API_LANGUAGES = ['zh-CN', 'en'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/**
 * The language an `Accept-Language` header asks for: English when an English range outranks every
 * Chinese one (by its q-value, then by order), else Chinese. `*` and other languages change nothing.
 */
export function preferredLanguage(acceptLanguage: string | undefined): ApiLanguage {
  let best: { language: ApiLanguage; quality: number } = { language: 'zh-CN', quality: 0 };
  for (const range of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
    const language = tag.startsWith('en') ? 'en' : tag.startsWith('zh') ? 'zh-CN' : null;
    if (!language) continue;
    const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > best.quality) best = { language, quality };
  }
  return best.language;
}
