import type { Socket } from 'node:net';

interface Reply {
  code: number;
  text: string;
}

/** One SMTP conversation: writes a command, waits for its (possibly multi-line) reply. */
export class SmtpSession {
  private buffer = '';
  private lines: string[] = [];
  private readonly replies: Reply[] = [];
  private waiter: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(
    private readonly socket: Socket,
    timeoutMs: number,
  ) {
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server did not answer in time')));
    socket.on('data', (chunk: string) => this.receive(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  /** Sends `line` (none for the greeting) and fails unless the reply code is one of `expected`. */
  async expect(line: string | null, expected: readonly number[]): Promise<Reply> {
    if (line !== null) this.socket.write(`${line}\r\n`);
    const reply = await this.next();
    if (!expected.includes(reply.code)) {
      // Only the verb: an AUTH line carries credentials.
      const verb = line === null ? 'greeting' : (line.split(' ')[0] ?? '').slice(0, 10);
      throw new Error(`SMTP ${verb} answered ${reply.code}`);
    }
    return reply;
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\n'); end >= 0; end = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.lines.push(line);
      // "250-…" continues a reply; "250 …" (or a bare "250") ends it.
      const match = /^(\d{3})(-?)/.exec(line);
      if (match && match[2] !== '-') {
        this.deliver({ code: Number(match[1]), text: this.lines.join('\n') });
        this.lines = [];
      }
    }
  }

  private deliver(reply: Reply): void {
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) waiter.resolve(reply);
    else this.replies.push(reply);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(this.failure);
  }

  private next(): Promise<Reply> {
    const queued = this.replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }
}
