import type { SiteServer } from '../e2e/support/site-server';

/**
 * Only the test may end the site (its SIGKILL, its stop): any other exit is a crash, noted with
 * the site's last log lines. Keeps every site started, for reading their logs afterwards.
 */
export function crashWatch(note: (line: string) => void) {
  let crashes = 0;
  let exitExpected = false;
  const sites: SiteServer[] = [];
  const expectExit = (expected: boolean) => {
    exitExpected = expected;
  };
  return {
    sites,
    crashes: () => crashes,
    /** Set around the test's own kill or stop. */
    expectExit,
    /** The test's own SIGKILL of `server` (not a crash); resolves once it has exited. */
    async kill(server: SiteServer): Promise<void> {
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      expectExit(true);
      server.process.kill('SIGKILL');
      await exited;
      expectExit(false);
    },
    watch(server: SiteServer): SiteServer {
      server.process.once('exit', (code, signal) => {
        if (exitExpected) return;
        crashes += 1;
        note(`the site CRASHED (exit ${code ?? signal}); its last lines:\n    ${server.logs.slice(-5).join('\n    ')}`);
      });
      sites.push(server);
      return server;
    },
  };
}
