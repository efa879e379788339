// A request written byte for byte, for what fetch and Node's HTTP client refuse to send (a malformed
// URL, TRACE, a header over an edge's limit), and what a client reads of the answer.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A chunked body's data, its chunk sizes left out. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = lineEnd < 0 ? 0 : parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function parse(raw: Buffer): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const rest = raw.subarray(headEnd + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * Sends `head` (a request line and header lines, ending in `Connection: close` when the request is
 * readable at all) to 127.0.0.1:`port`, and reads the answer until the edge closes the connection.
 */
export function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parse(Buffer.concat(chunks))));
    socket.write(`${head}\r\n\r\n`);
  });
}
