import { MODULE_CODE_RANGES, moduleErrors } from '../module-errors';

describe('moduleErrors', () => {
  it('answers the errors as declared', () => {
    const errors = moduleErrors('export', { busy: { code: 4301, status: 409, message: '已有导出任务进行中' } });
    expect(errors.busy).toEqual({ code: 4301, status: 409, message: '已有导出任务进行中' });
  });

  it.each([4299, 4400])('refuses a code outside the module range (%i)', (code) => {
    expect(() => moduleErrors('export', { stray: { code, status: 400, message: '错误' } })).toThrow(
      `export error stray: code ${code} is outside 4300–4399`,
    );
  });

  it('gives no two modules a code in common', () => {
    const ranges = [...Object.values(MODULE_CODE_RANGES)].sort(([a], [b]) => a - b);
    ranges.slice(1).forEach(([first], index) => expect(first).toBeGreaterThan(ranges[index]![1]));
  });
});
