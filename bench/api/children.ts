// The servers bench:api drives, each in a process of its own so that autocannon (in this process) does not share
// their event loop.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Child {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Forks one of the serve-*.ts files under tsx and waits for the port it listens on. */
export function startChild(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child: ChildProcess = fork(file, args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    // the server's own log lines are written (as in production) but not shown
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    child.once('message', (m: { port?: number }) => {
      if (!m.port) return reject(new Error(`${script} did not report a port`));
      child.removeAllListeners('exit');
      resolve({
        baseUrl: `http://127.0.0.1:${m.port}`,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            child.disconnect();
          }),
      });
    });
  });
}
