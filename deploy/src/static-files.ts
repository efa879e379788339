import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

/** The content type of each file extension; anything else is `application/octet-stream` (both edges). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Extensions worth gzip: the build writes a `.gz` beside most of them, the rest are compressed on the fly. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.map', '.css', '.svg', '.txt']);

export const CACHE = {
  /** Versioned or hashed files never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Revalidate every time: the pins and the host page. */
  revalidate: 'no-cache',
} as const;

/** Resolves a URL path inside `root`, or null when it would leave it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;

/** The encodings the build writes beside a file, best first: `<file>.br`, then `<file>.gz`. */
const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether the request's Accept-Encoding lists `encoding` without refusing it (`;q=0`). */
function accepts(req: IncomingMessage, encoding: string): boolean {
  return String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .some((entry) => {
      const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const quality = params.find((param) => param.startsWith('q='));
      return name === encoding && (quality === undefined || Number(quality.slice(2)) > 0);
    });
}

/** The precompressed file to send for `file`, if the browser accepts its encoding and the build wrote it. */
async function precompressedFor(req: IncomingMessage, file: string) {
  for (const { encoding, suffix } of PRECOMPRESSED_ENCODINGS) {
    if (accepts(req, encoding) && (await isFile(`${file}${suffix}`))) return { encoding, file: `${file}${suffix}` };
  }
  return null;
}

/**
 * Answers with a file if it exists and is a file; returns false otherwise. A browser gets the
 * build's precompressed `<file>.br` or `<file>.gz` when it accepts that encoding and the file is
 * there, else gzip on the fly when it accepts gzip.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const ext = path.extname(file).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext);
  const precompressed = compressible ? await precompressedFor(req, file) : null;
  const gzipOnTheFly = !precompressed && compressible && accepts(req, 'gzip');
  const encoding = precompressed?.encoding ?? (gzipOnTheFly ? 'gzip' : null);
  const length = precompressed ? (await stat(precompressed.file)).size : gzipOnTheFly ? null : info.size;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': info.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
    ...(encoding && { 'Content-Encoding': encoding }),
    ...(length !== null && { 'Content-Length': String(length) }),
    ...headers,
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  if (precompressed) createReadStream(precompressed.file).pipe(res);
  else if (gzipOnTheFly) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
  return true;
}
