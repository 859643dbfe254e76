// The real parts behind chooseEmulatorPython: Python processes as probes, the project's
// .local/emulator-venv, the lock beside it. Chosen once per process (a bench starts several stacks).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processIsAlive, withLock } from './emulator-lock';
import { chooseEmulatorPython, readPinFile, type ChosenPython, type PythonState } from './emulator-python';
import { installEmulatorVenv, venvMarked, venvPythonOf, type VenvPlan } from './emulator-venv';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const requirementsFile = fileURLToPath(new URL('./emulator-requirements.txt', import.meta.url));
const requirementsLabel = 'functions/dev/emulator-requirements.txt';
const localDir = join(repoRoot, '.local');
const venvLabel = '.local/emulator-venv';

const probeScript = [
  'import sys',
  'try:',
  '    import moto, moto.server, flask',
  'except ImportError:',
  '    sys.exit(3)',
  'print(moto.__version__)',
].join('\n');

function probe(python: string): PythonState {
  const result = spawnSync(python, ['-c', probeScript], { encoding: 'utf8' });
  // 127: a shim (pyenv) whose Python is not installed.
  if (result.error || result.status === 127) return { kind: 'absent' };
  if (result.status !== 0) return { kind: 'missing' };
  return { kind: 'has', version: result.stdout.trim() };
}

let chosen: Promise<ChosenPython> | undefined;

export function emulatorPython(log: (line: string) => void = console.log): Promise<ChosenPython> {
  chosen ??= choose(log);
  return chosen;
}

function choose(log: (line: string) => void): Promise<ChosenPython> {
  const systemPython = 'python3';
  const plan: VenvPlan = {
    systemPython,
    venvDir: join(localDir, 'emulator-venv'),
    requirementsFile,
    byHand:
      `By hand: python3 -m venv ${venvLabel} && ${venvLabel}/bin/python -m pip install -r ${requirementsLabel}, ` +
      `then start with PYTHON=${venvLabel}/bin/python (or set AWS_ENDPOINT_URL to an emulator you run).`,
  };
  return chooseEmulatorPython({
    pin: readPinFile(requirementsFile),
    pythonEnv: process.env.PYTHON,
    systemPython,
    venvPython: venvPythonOf(plan.venvDir),
    venvLabel,
    requirementsLabel,
    probe,
    venvMarked: () => venvMarked(plan),
    withLock: (work) => {
      mkdirSync(localDir, { recursive: true });
      return withLock(
        join(localDir, 'emulator-venv.lock'),
        {
          pause: () => new Promise((resolve) => setTimeout(resolve, 500)),
          isAlive: processIsAlive,
          maxPauses: 1200, // ten minutes: an install takes under one
          onWait: (pid) => log(`Waiting for process ${pid}, which is installing the AWS emulator…`),
        },
        work,
      );
    },
    install: () => installEmulatorVenv(plan),
    log,
  });
}
