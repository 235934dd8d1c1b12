import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (no TLS, no auth) to receive what nodemailer sends, on 127.0.0.1. */
export class FakeSmtp {
  readonly received: ReceivedMail[] = [];
  private server: Server | undefined;
  private waiters: ((mail: ReceivedMail) => void)[] = [];
  url = '';

  async start() {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Resolves with the next mail delivered (or one already waiting). */
  nextMail(): Promise<ReceivedMail> {
    const waiting = this.received.shift();
    if (waiting) return Promise.resolve(waiting);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private session(socket: Socket) {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const waiter = this.waiters.shift();
            if (waiter) waiter(mail);
            else this.received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (command === 'MAIL') {
          mail.from = line.slice(10).trim();
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          mail.to.push(line.slice(8).trim());
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  }
}
