import type { ChildProcess } from 'node:child_process';

/**
 * Collects every line `child` prints into `logs` and resolves with the address of the server it
 * started, from its "site is up" log line (`"url":"http://localhost:<port>"`), as 127.0.0.1. Rejects
 * with the lines so far if it exits first or takes longer than `timeoutMs`; `what` names it there.
 */
export function serverUrlOf(child: ChildProcess, logs: string[], what: string, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${logs.join('\n')}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logs.push(line);
        const port = /"url":"http:\/\/localhost:(\d+)"/.exec(line)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${logs.join('\n')}`));
    });
  });
}
