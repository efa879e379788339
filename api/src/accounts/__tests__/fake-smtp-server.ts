import net, { type Socket } from 'node:net';
import tls from 'node:tls';

/** What one client said to the fake server: its command lines and the DATA it sent. */
export interface SmtpConversation {
  commands: string[];
  data: string;
}

/** A tiny SMTP server (plain or implicit TLS) that records conversations; `refuse` answers a verb with 550. */
export async function startFakeSmtp(options: { tls?: tls.TlsOptions; refuse?: string } = {}) {
  const conversations: SmtpConversation[] = [];
  const handle = (socket: Socket) => {
    const conversation: SmtpConversation = { commands: [], data: '' };
    conversations.push(conversation);
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.example ESMTP');
    const answer = (line: string) => {
      conversation.commands.push(line);
      const verb = line.split(/[ :]/)[0]?.toUpperCase() ?? '';
      if (verb === options.refuse) return reply('550 refused');
      if (verb === 'EHLO') return reply('250-fake.example\r\n250 AUTH PLAIN');
      if (verb === 'AUTH') return reply('235 authenticated');
      if (verb === 'QUIT') return socket.end('221 bye\r\n');
      if (verb === 'DATA') inData = true;
      return reply(inData ? '354 go ahead' : '250 ok');
    };
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n');
        if (end < 0) return;
        const part = buffer.slice(0, end);
        buffer = buffer.slice(end + (inData ? 5 : 2));
        if (inData) {
          conversation.data = part;
          inData = false;
          reply('250 queued');
        } else answer(part);
      }
    });
  };
  const server = options.tls ? tls.createServer(options.tls, handle) : net.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    conversations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
