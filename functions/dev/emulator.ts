// Starts the local AWS emulator (moto server, single-threaded) or adopts AWS_ENDPOINT_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { emulatorPython } from './emulator-setup';
import { SetupProblem, claimPort } from './ports';

export interface Emulator {
  endpoint: string;
  /** Where sent email and SMS can be read; only our moto launcher provides it. */
  outboxUrl?: string;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('./moto_server.py', import.meta.url));
async function waitUntilUp(endpoint: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new SetupProblem(`The AWS emulator exited early (code ${child.exitCode}).`);
    try {
      const response = await fetch(`${endpoint}/moto-api/`);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new SetupProblem(`The AWS emulator did not answer at ${endpoint} within ${timeoutMs / 1000} s.`);
}

export async function startEmulator(options: { port: number }): Promise<Emulator> {
  const external = process.env.AWS_ENDPOINT_URL;
  if (external) return { endpoint: external, stop: async () => undefined };
  // PYTHON, the project's venv or python3; installs the pinned moto into the venv when none has it.
  const { python } = await emulatorPython();
  const port = await claimPort(options.port, 'AWS emulator');
  const child = spawn(python, [script, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk: Buffer) => {
    // werkzeug logs every request to stderr; show only real problems.
    const text = chunk.toString();
    if (/Traceback|Error/.test(text) && !/ HTTP\/1\.1" /.test(text))
      process.stderr.write(`[emulator] ${text}`);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilUp(endpoint, child);
  return {
    endpoint,
    outboxUrl: `${endpoint}/__thon/outbox`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
