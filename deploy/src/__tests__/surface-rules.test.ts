import path from 'node:path';

// The version rules of the shared core's surface (tooling/surface-rules.cjs), which the test command applies.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rules = require(path.join(__dirname, '..', '..', '..', 'tooling', 'surface-rules.cjs')) as {
  surfaceChange: (released: string, current: string) => 'none' | 'feature' | 'breaking';
  neededBump: (change: string, version: string) => string | null;
  bumpIn: (changeFile: string, packageName: string) => string | null;
  bumpCovers: (declared: string | null, needed: string | null) => boolean;
};

/** An API Extractor report holding `declarations`. */
const report = (...declarations: string[]) =>
  `## API Report File for "@portal/shared"\n\n\`\`\`ts\n\nimport { SWRResponse } from 'swr';\n\n${declarations.join('\n\n')}\n\n// (No @packageDocumentation comment for this package)\n\n\`\`\`\n`;

const USE_CARDS = '// @public\nexport function useCards(query: CardQuery): SWRResponse<CardPage>;';
const THEME = '// @public\nexport interface PortalTheme {\n    radius: string;\n}';

describe("the shared core's surface", () => {
  it('is unchanged when the declarations are, whatever their order', () => {
    expect(rules.surfaceChange(report(USE_CARDS, THEME), report(THEME, USE_CARDS))).toBe('none');
  });

  it('is unchanged when a union of string literals is printed in another order', () => {
    const locale = '// @public\nexport const localeAtom: WritableAtom<"zh-CN" | "en", [locale: "zh-CN" | "en"], void>;';
    const reordered =
      '// @public\nexport const localeAtom: WritableAtom<"en" | "zh-CN", [locale: "en" | "zh-CN"], void>;';
    expect(rules.surfaceChange(report(locale), report(reordered))).toBe('none');
    const narrowed = '// @public\nexport const localeAtom: WritableAtom<"en", [locale: "en"], void>;';
    expect(rules.surfaceChange(report(locale), report(narrowed))).toBe('breaking');
  });

  it('gains a feature when an export or a member is added', () => {
    expect(rules.surfaceChange(report(THEME), report(THEME, USE_CARDS))).toBe('feature');
    const wider = '// @public\nexport interface PortalTheme {\n    font: string;\n    radius: string;\n}';
    expect(rules.surfaceChange(report(THEME), report(wider))).toBe('feature');
  });

  it('breaks when an export goes, a member goes or a signature changes', () => {
    expect(rules.surfaceChange(report(THEME, USE_CARDS), report(THEME))).toBe('breaking');
    const narrower = '// @public\nexport interface PortalTheme {\n}';
    expect(rules.surfaceChange(report(THEME), report(narrower))).toBe('breaking');
    const retyped = '// @public\nexport function useCards(query: CardQuery, page: number): SWRResponse<CardPage>;';
    expect(rules.surfaceChange(report(USE_CARDS), report(retyped))).toBe('breaking');
  });

  it('needs a major for a breaking change and a minor for a feature, one place lower below 1.0.0', () => {
    expect(rules.neededBump('breaking', '1.4.2')).toBe('major');
    expect(rules.neededBump('feature', '1.4.2')).toBe('minor');
    expect(rules.neededBump('breaking', '0.3.0')).toBe('minor');
    expect(rules.neededBump('feature', '0.3.0')).toBe('patch');
    expect(rules.neededBump('none', '1.4.2')).toBeNull();
  });

  it("reads a change file's bump of one package, quoted either way", () => {
    const file = `---\n'@portal/shared': minor\n"@portal/host": major\n---\n\nAdds useCardLimits.\n`;
    expect(rules.bumpIn(file, '@portal/shared')).toBe('minor');
    expect(rules.bumpIn(file, '@portal/host')).toBe('major');
    expect(rules.bumpIn(file, '@portal/remote-auth')).toBeNull();
  });

  it('is covered by a bump at least as large as the one needed', () => {
    expect(rules.bumpCovers('major', 'minor')).toBe(true);
    expect(rules.bumpCovers('minor', 'minor')).toBe(true);
    expect(rules.bumpCovers('patch', 'minor')).toBe(false);
    expect(rules.bumpCovers(null, 'patch')).toBe(false);
    expect(rules.bumpCovers(null, null)).toBe(true);
  });
});
