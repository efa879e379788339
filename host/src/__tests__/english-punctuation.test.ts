import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace root: the host's folder's parent. */
const ROOT = path.join(__dirname, '../../..');
/** The apps whose texts readers see; the API's English is checked by its own tests. */
const APPS = ['host', 'remote-auth', 'remote-cards', 'remote-messages', 'shared'];

/**
 * Chinese punctuation: the full-width forms (：，；！？（）．) and the CJK marks (、。【】「」《》 and
 * the ideographic space), and the two-part ellipsis ……. The one-part … is English typography too.
 */
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000-\u303F]|……/u;

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const sources = (keep: (name: string) => boolean) =>
  APPS.flatMap((app) => filesUnder(path.join(ROOT, app, 'src'), keep));

/** Comments may quote the Chinese a text translates; only the code is read. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Each line of `file` with Chinese punctuation, as `file:line: text`. */
function offences(file: string): string[] {
  return withoutComments(readFileSync(file, 'utf8'))
    .split('\n')
    .flatMap((line, index) =>
      FULL_WIDTH.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
    );
}

/** Every English catalogue: each app's `*.en.ts` files and the shared core's English texts. */
const ENGLISH_CATALOGUES = sources((name) => name.endsWith('.en.ts') || name === 'en.ts');

describe('English texts use English punctuation', () => {
  it('finds the English catalogues of every app and the shared core', () => {
    const apps = new Set(ENGLISH_CATALOGUES.map((file) => path.relative(ROOT, file).split(path.sep)[0]));
    expect([...apps].sort()).toEqual([...APPS].sort());
    expect(ENGLISH_CATALOGUES.map((file) => path.relative(ROOT, file))).toContain(
      path.join('shared', 'src', 'strings', 'en.ts'),
    );
  });

  it('no English catalogue holds Chinese punctuation (：，。；！？（）【】、 …)', () => {
    expect(ENGLISH_CATALOGUES.flatMap(offences)).toEqual([]);
  });

  it('no component adds Chinese punctuation around a text: that belongs in the Chinese catalogue', () => {
    expect(sources((name) => name.endsWith('.tsx')).flatMap(offences)).toEqual([]);
  });
});
