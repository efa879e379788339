// The portal's page list (shared/src/routing/page-list.ts) for CommonJS build configs. The file is
// TypeScript whose imports are types only, so transpiling it alone gives a complete module.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const PAGE_LIST_FILE = path.join(__dirname, '..', 'shared', 'src', 'routing', 'page-list.ts');

let loaded;

/** The page list module: `{ PAGE_LIST, REMOTE_NAMES, federationExposes, moduleFile, pagesOf, … }`. */
function pageList() {
  if (!loaded) {
    const { outputText } = ts.transpileModule(fs.readFileSync(PAGE_LIST_FILE, 'utf8'), {
      fileName: PAGE_LIST_FILE,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    });
    const compiled = new Module(PAGE_LIST_FILE);
    compiled.filename = PAGE_LIST_FILE;
    compiled._compile(outputText, PAGE_LIST_FILE);
    loaded = compiled.exports;
  }
  return loaded;
}

module.exports = { pageList, PAGE_LIST_FILE };
