import { SMTPServer } from 'smtp-server';

/** A message as the sink received it: the envelope's recipients and the raw text (headers and body). */
export interface ReceivedMail {
  to: string[];
  text: string;
}

/**
 * A local SMTP sink on loopback for tests of the e-mail outboxes (leads and the studio): accepts
 * every message and pushes it onto `received`. Listening is separate from making it, so a test can
 * find a free port, stop the sink (the mail server is down) and start a new one on the same port.
 */
export function smtpSink(received: ReceivedMail[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text });
        callback();
      });
    },
  });
  return {
    /** Listens on 127.0.0.1 (any free port by default) and resolves with the port. */
    listen: (port = 0) =>
      new Promise<number>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          const address = server.server.address();
          if (address === null || typeof address === 'string') reject(new Error(`the SMTP sink is not on a TCP port: ${String(address)}`));
          else resolve(address.port);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
