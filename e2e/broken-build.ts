// A real build of a remote whose page throws while rendering, as a faulty release would be: the
// remote's source copied aside with one page replaced, built by its own webpack config.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { moduleFile, type ModuleName } from '@portal/shared/page-list';
import { REPO_ROOT, STACK } from './stack';

/** What the broken page throws. */
export const BROKEN_PAGE_ERROR = 'A faulty release: this page throws while rendering';

/**
 * Builds `remote` at `version` into the stack's published folders, with the page it exposes as
 * `module` (its file, by the page list) replaced by one that throws. The copy sits beside links to
 * the workspace's tooling and the remote's own node_modules, so the same config builds it.
 */
export function publishBrokenBuild(remote: string, version: string, module: ModuleName): void {
  const workspace = path.join(STACK.root, 'broken-source');
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  for (const shared of ['tooling', 'shared', 'tsconfig.base.json'])
    symlinkSync(path.join(REPO_ROOT, shared), path.join(workspace, shared));
  const copy = path.join(workspace, remote);
  cpSync(path.join(REPO_ROOT, remote), copy, { recursive: true, filter: (from) => !from.includes('node_modules') });
  symlinkSync(path.join(REPO_ROOT, remote, 'node_modules'), path.join(copy, 'node_modules'));
  writeFileSync(
    path.join(copy, moduleFile(module)),
    `export default function BrokenPage(): never {\n  throw new Error(${JSON.stringify(BROKEN_PAGE_ERROR)});\n}\n`,
  );
  const webpackCli = createRequire(path.join(REPO_ROOT, 'package.json')).resolve('webpack-cli/bin/cli.js');
  execFileSync(
    process.execPath,
    [
      webpackCli,
      ...['--config', 'webpack.config.cjs', '--env', `version=${version}`, '--env', `distRoot=${STACK.dist}`],
      // Unminified: no customer downloads it, and minifying is most of a build's time.
      ...['--env', 'quick'],
    ],
    { cwd: copy, stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } },
  );
  rmSync(workspace, { recursive: true, force: true });
}
