// Port helpers: a free port for tests, and a clear one-line refusal when a fixed one is taken.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A problem a person can fix (install something, free a port); printed as one line, no stack. */
export class SetupProblem extends Error {}

export async function claimPort(port: number, what: string): Promise<number> {
  if (port === 0) return freePort();
  if (!(await isPortFree(port))) {
    throw new SetupProblem(`Port ${port} (${what}) is in use: stop whatever holds it, or set another port.`);
  }
  return port;
}
