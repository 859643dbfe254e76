// Creates the project's emulator venv and installs the pinned requirements into it. A failed
// install leaves no venv behind, and the marker (a copy of the requirements) is written last, so a
// half venv (Ctrl-C during pip) is never believed; a changed pin no longer matches it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupProblem } from './ports';

export interface VenvPlan {
  systemPython: string;
  venvDir: string;
  requirementsFile: string;
  /** The manual way, for the message when the install fails. */
  byHand: string;
}

export const venvPythonOf = (venvDir: string) => join(venvDir, 'bin', 'python');
const markerOf = (venvDir: string) => join(venvDir, 'thon-emulator-requirements.txt');

export function venvMarked(plan: VenvPlan): boolean {
  const marker = markerOf(plan.venvDir);
  return existsSync(marker) && readFileSync(marker, 'utf8') === readFileSync(plan.requirementsFile, 'utf8');
}

interface Ran {
  ok: boolean;
  output: string;
}

function run(command: string, args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ ok: false, output: error.message }));
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** pip's own verdict (its last ERROR line), else the last line said. */
function reasonOf(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => line.startsWith('ERROR:') || /Error\b/.test(line));
  return (errors.at(-1) ?? lines.at(-1) ?? 'no output').replace(/^ERROR:\s*/, '').slice(0, 300);
}

// `pip --python` (installing into another environment) came with pip 22.3.
function pipCanTarget(versionOutput: string): boolean {
  const match = /^pip (\d+)\.(\d+)/.exec(versionOutput.trim());
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > 22 || (major === 22 && minor >= 3);
}

async function createAndInstall(plan: VenvPlan): Promise<void> {
  const { systemPython, venvDir, requirementsFile } = plan;
  const venvPython = venvPythonOf(venvDir);
  const quiet = ['--disable-pip-version-check', '--no-input', '--quiet'];
  const fail = (step: string, ran: Ran) => {
    throw new SetupProblem(`${step} failed (${reasonOf(ran.output)}). ${plan.byHand}`);
  };
  // Debian's python3 without python3-venv has venv but not ensurepip (which puts pip in a venv):
  // then the venv is made without pip and python3's own pip installs into it.
  const ensurepip = await run(systemPython, ['-c', 'import ensurepip']);
  if (ensurepip.ok) {
    const made = await run(systemPython, ['-m', 'venv', venvDir]);
    if (!made.ok) fail(`${systemPython} -m venv`, made);
    const installed = await run(venvPython, ['-m', 'pip', 'install', ...quiet, '-r', requirementsFile]);
    if (!installed.ok) fail('pip install', installed);
    return;
  }
  const pip = await run(systemPython, ['-m', 'pip', '--version']);
  if (!pip.ok || !pipCanTarget(pip.output)) {
    throw new SetupProblem(
      `${systemPython} has neither venv's ensurepip nor pip 22.3+ to install the AWS emulator with: ` +
        `install python3-venv (Debian/Ubuntu: apt-get install python3-venv). ${plan.byHand}`,
    );
  }
  const made = await run(systemPython, ['-m', 'venv', '--without-pip', venvDir]);
  if (!made.ok) fail(`${systemPython} -m venv --without-pip`, made);
  const installed = await run(systemPython, [
    '-m',
    'pip',
    '--python',
    venvPython,
    'install',
    ...quiet,
    '-r',
    requirementsFile,
  ]);
  if (!installed.ok) fail('pip install', installed);
}

/** Call holding the install lock. */
export async function installEmulatorVenv(plan: VenvPlan): Promise<void> {
  rmSync(plan.venvDir, { recursive: true, force: true });
  try {
    await createAndInstall(plan);
  } catch (error) {
    rmSync(plan.venvDir, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(markerOf(plan.venvDir), readFileSync(plan.requirementsFile, 'utf8'));
}
