import vm from 'node:vm';

// Every jest project runs in tooling/code-cached-runtime.cjs, which keeps V8's code cache of each
// module a worker compiles: this file runs in it too, so these calls go through that cache.

type Compiled = ReturnType<typeof vm.compileFunction> & { cachedDataRejected?: boolean };

const FILE = '/code-cache-check/module.js';

test('a module compiled again starts from the code cache of its first compilation', () => {
  const source = 'return { answer: 42 };';
  vm.compileFunction(source, [], { filename: FILE });
  const again = vm.compileFunction(source, [], { filename: FILE }) as Compiled;
  expect(again.cachedDataRejected).toBe(false);
  expect(again()).toEqual({ answer: 42 });
});

test('a changed module is compiled from its new source, never from the old cache', () => {
  const file = `${FILE}.changed`;
  expect(vm.compileFunction('return 1;', [], { filename: file })()).toBe(1);
  expect(vm.compileFunction('return 2;', [], { filename: file })()).toBe(2);
  expect(vm.compileFunction('return 1;', [], { filename: file })()).toBe(1);
});
