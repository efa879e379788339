// `pnpm pins ship`: a team builds its remote at a new version, publishes it and pins it, alone.

import { execFile } from 'node:child_process';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { isUrlPin, pinProblem } from '@portal/shared/boot';
import { parsePercent, remoteName, setPin, startCanary } from './change-commands';
import type { PinsContext } from './context';
import { merchantName } from './pins-file';
import { Refusal } from './refusal';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Builds `remote` at `version` into `<distRoot>/<remote>/<version>/`; a test passes one of its own. */
export type RemoteBuild = (remote: string, version: string, distRoot: string) => Promise<void>;

/** The remote's own production build (its webpack config), as the full build runs it. */
export const webpackBuild: RemoteBuild = async (remote, version, distRoot) => {
  const webpackCli = createRequire(path.join(ROOT, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const args = [webpackCli, '--config', 'webpack.config.cjs', '--env', `version=${version}`];
  try {
    // The build runs in the remote's folder: a distRoot relative to here must not be read from there.
    await promisify(execFile)(process.execPath, [...args, '--env', `distRoot=${path.resolve(distRoot)}`], {
      cwd: path.join(ROOT, remote),
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const output = `${stdout}\n${stderr}`.trim().split('\n').slice(-20).join('\n');
    throw new Refusal(`the build of ${remote}@${version} failed:\n${output}`);
  }
};

export interface ShipOptions {
  /** Pin it for this merchant once published (else only publish). */
  merchant?: string;
  /** With `merchant`: start a canary at this percent instead of pinning it for everyone. */
  percent?: string;
  /** Publish to another origin: build into `outDir` (default `dist-publish/`) and say where to upload it. */
  origin?: string;
  outDir?: string;
  reason?: string;
  /** Pin it even when the host's shared packages cannot satisfy it (recorded in the history). */
  force?: boolean;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Builds into a staging folder beside the published ones, then moves the version folder in whole. */
async function buildInto(distRoot: string, remote: string, version: string, build: RemoteBuild): Promise<string> {
  const target = path.join(distRoot, remote, version);
  // A published version is immutable: browsers cache its files for a year.
  if (await exists(target))
    throw new Refusal(`${remote}@${version} is already published (${target}): ship a new version`);
  await mkdir(path.join(distRoot, remote), { recursive: true });
  const staging = await mkdtemp(path.join(distRoot, '.ship-'));
  try {
    await build(remote, version, staging);
    await rename(path.join(staging, remote, version), target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return target;
}

/** A version folder's name: the same rule as a pin that names a version. */
function versionName(text: string): string {
  if (isUrlPin(text)) throw new Refusal(`${JSON.stringify(text)} is not a version name (like 1.4.0 or 1.4.0-rc.1)`);
  return text;
}

/** Where a version published on another origin lives: `<origin>/<remote>/<version>/`. */
function publishedUrl(origin: string, remote: string, version: string): URL {
  let url: URL;
  try {
    url = new URL(`${remote}/${version}/`, origin.endsWith('/') ? origin : `${origin}/`);
  } catch {
    throw new Refusal(`--origin ${JSON.stringify(origin)} is not a URL (like https://cdn.team.example)`);
  }
  const problem = pinProblem(url.href);
  if (problem) throw new Refusal(`--origin: ${problem}`);
  return url;
}

export async function shipRemote(
  context: PinsContext,
  remoteText: string,
  versionText: string,
  options: ShipOptions,
  build: RemoteBuild = webpackBuild,
): Promise<string> {
  const remote = remoteName(remoteText);
  const version = versionName(versionText);
  const merchant = options.merchant === undefined ? undefined : merchantName(options.merchant);
  if (options.percent !== undefined) {
    if (merchant === undefined) throw new Refusal('--percent starts a canary: say for which --merchant');
    parsePercent(options.percent);
  }

  if (options.origin !== undefined) {
    const folderUrl = publishedUrl(options.origin, remote, version);
    const outDir = options.outDir ?? path.join(ROOT, 'dist-publish');
    const folder = await buildInto(outDir, remote, version, build);
    const pinCommand = merchant
      ? options.percent === undefined
        ? `pnpm pins set ${merchant} ${remote}@${folderUrl.href}`
        : `pnpm pins canary ${merchant} ${remote}@${folderUrl.href} --percent ${options.percent}`
      : `pnpm pins set <merchant> ${remote}@${folderUrl.href}`;
    return [
      `Built ${remote}@${version} into ${folder}/`,
      `Upload that folder's files to ${folderUrl.href} (served with Access-Control-Allow-Origin: *, and`,
      `Cache-Control: public, max-age=31536000, immutable), then pin it:`,
      `  ${pinCommand}`,
    ].join('\n');
  }

  const folder = await buildInto(context.distDir, remote, version, build);
  const lines = [`Published ${remote}@${version} in ${folder}/`];
  if (merchant === undefined) {
    lines.push(`Pin it with: pnpm pins set <merchant> ${remote}@${version}`);
  } else {
    const target = `${remote}@${version}`;
    lines.push(
      options.percent === undefined
        ? await setPin(context, merchant, target, options)
        : await startCanary(context, merchant, target, options.percent, options),
    );
  }
  return lines.join('\n');
}
