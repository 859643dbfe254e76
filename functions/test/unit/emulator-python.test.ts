// Which Python runs the AWS emulator, with the Pythons replaced by answers (no real Python here):
// PYTHON as is, the project's venv, python3 when it has the pin, else one install under a lock (a
// real lock directory in a temp folder); and what a failed install leaves behind.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLock } from '../../dev/emulator-lock';
import {
  chooseEmulatorPython,
  readPin,
  readPinFile,
  type EmulatorPythonDeps,
  type PythonState,
} from '../../dev/emulator-python';
import { requirementsFile } from '../../dev/emulator-setup';
import { installEmulatorVenv, venvMarked } from '../../dev/emulator-venv';
import { SetupProblem } from '../../dev/ports';

const pin = { requirement: 'moto[server]==5.2.1', version: '5.2.1' };
const has = (version: string): PythonState => ({ kind: 'has', version });
const missing: PythonState = { kind: 'missing' };
const absent: PythonState = { kind: 'absent' };

/** A machine: what each Python answers, whether the venv is marked, and a record of what ran. */
function machine(answers: Record<string, PythonState>, options: { marked?: boolean; lockDir?: string } = {}) {
  const state = {
    marked: options.marked ?? false,
    installs: 0,
    probed: [] as string[],
    lines: [] as string[],
  };
  const lockDir = options.lockDir ?? join(mkdtempSync(join(tmpdir(), 'emulator-lock-')), 'lock');
  const deps: EmulatorPythonDeps = {
    pin,
    pythonEnv: undefined,
    systemPython: 'python3',
    venvPython: '/repo/.local/emulator-venv/bin/python',
    venvLabel: '.local/emulator-venv',
    requirementsLabel: 'functions/dev/emulator-requirements.txt',
    probe: (python) => {
      state.probed.push(python);
      return answers[python] ?? absent;
    },
    venvMarked: () => state.marked,
    withLock: (work) =>
      withLock(
        lockDir,
        { pause: async () => undefined, isAlive: () => false, maxPauses: 3, onWait: () => undefined },
        work,
      ),
    install: async () => {
      state.installs += 1;
      answers['/repo/.local/emulator-venv/bin/python'] = has('5.2.1');
      state.marked = true;
    },
    log: (line) => state.lines.push(line),
  };
  return { deps, state, lockDir, answers };
}

describe('chooseEmulatorPython', () => {
  it('uses PYTHON as is when set, never installing into it nor looking at the others', async () => {
    const { deps, state } = machine({ '/opt/py/bin/python': has('5.2.1'), python3: has('5.2.1') });
    const chosen = await chooseEmulatorPython({ ...deps, pythonEnv: '/opt/py/bin/python' });
    expect(chosen).toEqual({ python: '/opt/py/bin/python', version: '5.2.1', source: 'PYTHON' });
    expect(state.probed).toEqual(['/opt/py/bin/python']);
    expect(state.installs).toBe(0);
  });

  it('refuses a PYTHON without moto with the pip command, instead of installing into it', async () => {
    const { deps, state } = machine({ '/opt/py/bin/python': missing });
    const choosing = chooseEmulatorPython({ ...deps, pythonEnv: '/opt/py/bin/python' });
    await expect(choosing).rejects.toThrow(SetupProblem);
    await expect(choosing).rejects.toThrow(
      '/opt/py/bin/python -m pip install -r functions/dev/emulator-requirements.txt',
    );
    expect(state.installs).toBe(0);
  });

  it('takes another moto version from PYTHON but says it is not the pinned one', async () => {
    const { deps, state } = machine({ '/opt/py/bin/python': has('5.1.0') });
    const chosen = await chooseEmulatorPython({ ...deps, pythonEnv: '/opt/py/bin/python' });
    expect(chosen.version).toBe('5.1.0');
    expect(state.lines.join('\n')).toMatch(/moto 5\.1\.0 .*verified against 5\.2\.1/);
  });

  it('uses the project venv when it is marked installed and has the pin', async () => {
    const { deps, state } = machine(
      { '/repo/.local/emulator-venv/bin/python': has('5.2.1'), python3: has('5.2.1') },
      { marked: true },
    );
    const chosen = await chooseEmulatorPython(deps);
    expect(chosen).toEqual({
      python: '/repo/.local/emulator-venv/bin/python',
      version: '5.2.1',
      source: 'project venv',
    });
    expect(state.probed).not.toContain('python3');
    expect(state.installs).toBe(0);
  });

  it('uses python3 when it has the pinned moto and the venv is absent', async () => {
    const { deps, state } = machine({ python3: has('5.2.1') });
    const chosen = await chooseEmulatorPython(deps);
    expect(chosen).toEqual({ python: 'python3', version: '5.2.1', source: 'system' });
    expect(state.installs).toBe(0);
  });

  it('installs into the venv once when no Python has moto, saying so before and after', async () => {
    const { deps, state, lockDir } = machine({ python3: missing });
    const chosen = await chooseEmulatorPython(deps);
    expect(chosen).toEqual({
      python: '/repo/.local/emulator-venv/bin/python',
      version: '5.2.1',
      source: 'installed',
    });
    expect(state.installs).toBe(1);
    expect(state.lines).toHaveLength(2);
    expect(state.lines[0]).toMatch(
      /^Installing the AWS emulator \(moto 5\.2\.1\) into \.local\/emulator-venv/,
    );
    expect(state.lines[1]).toMatch(
      /^Installed the AWS emulator \(moto 5\.2\.1\) into \.local\/emulator-venv in \d+ s\.$/,
    );
    expect(existsSync(lockDir)).toBe(false);
  });

  it('installs the pin when python3 has another moto version', async () => {
    const { deps, state } = machine({ python3: has('5.1.0') });
    expect((await chooseEmulatorPython(deps)).source).toBe('installed');
    expect(state.installs).toBe(1);
  });

  it('does not believe an unmarked venv (a half install), even when moto imports there', async () => {
    const { deps, state } = machine({
      '/repo/.local/emulator-venv/bin/python': has('5.2.1'),
      python3: missing,
    });
    expect((await chooseEmulatorPython(deps)).source).toBe('installed');
    expect(state.installs).toBe(1);
  });

  it('reinstalls a marked venv whose Python no longer loads moto (its base Python was removed)', async () => {
    const { deps, state } = machine(
      { '/repo/.local/emulator-venv/bin/python': absent, python3: missing },
      { marked: true },
    );
    expect((await chooseEmulatorPython(deps)).source).toBe('installed');
    expect(state.installs).toBe(1);
  });

  it('says to install Python 3 when python3 does not run', async () => {
    const { deps, state } = machine({});
    await expect(chooseEmulatorPython(deps)).rejects.toThrow('python3 not found: install Python 3');
    expect(state.installs).toBe(0);
  });

  it('passes a failed install on as its one message and releases the lock', async () => {
    const { deps, lockDir } = machine({ python3: missing });
    const failing = async () => {
      throw new SetupProblem(
        'pip install failed (No matching distribution found for moto==5.2.1). By hand: …',
      );
    };
    await expect(chooseEmulatorPython({ ...deps, install: failing })).rejects.toThrow(
      'No matching distribution found for moto==5.2.1',
    );
    expect(existsSync(lockDir)).toBe(false);
  });

  it('refuses an install that ran but left a venv without moto', async () => {
    const { deps } = machine({ python3: missing });
    await expect(chooseEmulatorPython({ ...deps, install: async () => undefined })).rejects.toThrow(
      'does not load moto 5.2.1',
    );
  });
});

describe('the install lock', () => {
  it('waits for a live process installing, then uses its venv without installing again', async () => {
    const lockDir = join(mkdtempSync(join(tmpdir(), 'emulator-lock-')), 'lock');
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), '424242');
    const { deps, state, answers } = machine({ python3: missing });
    const waits: number[] = [];
    const chosen = await chooseEmulatorPython({
      ...deps,
      withLock: (work) =>
        withLock(
          lockDir,
          {
            // The other process finishes while this one waits: its venv is ready, its lock gone.
            pause: async () => {
              state.marked = true;
              answers[deps.venvPython] = has('5.2.1');
              rmSync(lockDir, { recursive: true, force: true });
            },
            isAlive: (pid) => pid === 424242,
            maxPauses: 3,
            onWait: (pid) => waits.push(pid),
          },
          work,
        ),
    });
    expect(chosen.source).toBe('project venv');
    expect(state.installs).toBe(0);
    expect(waits).toEqual([424242]);
  });

  it('takes over a lock whose process died (an install stopped with Ctrl-C)', async () => {
    const lockDir = join(mkdtempSync(join(tmpdir(), 'emulator-lock-')), 'lock');
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), '424242');
    const { deps, state } = machine({ python3: missing }, { lockDir });
    expect((await chooseEmulatorPython(deps)).source).toBe('installed');
    expect(state.installs).toBe(1);
    expect(existsSync(lockDir)).toBe(false);
  });

  it('gives up on a live holder after the allowed waits, naming the lock to remove', async () => {
    const lockDir = join(mkdtempSync(join(tmpdir(), 'emulator-lock-')), 'lock');
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), '424242');
    const options = {
      pause: async () => undefined,
      isAlive: () => true,
      maxPauses: 2,
      onWait: () => undefined,
    };
    await expect(withLock(lockDir, options, async () => 'ran')).rejects.toThrow(`remove ${lockDir}`);
    expect(readFileSync(join(lockDir, 'pid'), 'utf8')).toBe('424242');
  });
});

describe('the pin and the venv installer', () => {
  it('reads the pin from the one requirements file', () => {
    expect(readPinFile(requirementsFile).requirement).toMatch(/^moto\[server\]==\d+\.\d+\.\d+$/);
    expect(readPin('# pinned\nmoto[server]==5.2.1 \\\n    --hash=sha256:ab\n')).toEqual(pin);
    expect(() => readPin('flask==3.1.3\n')).toThrow(SetupProblem);
  });

  it('leaves no venv behind when the install fails, and says how to do it by hand', async () => {
    const root = mkdtempSync(join(tmpdir(), 'emulator-venv-'));
    const plan = {
      systemPython: join(root, 'no-such-python'),
      venvDir: join(root, 'emulator-venv'),
      requirementsFile,
      byHand: 'By hand: do this.',
    };
    mkdirSync(plan.venvDir); // a half venv from an earlier, interrupted install
    await expect(installEmulatorVenv(plan)).rejects.toThrow(/By hand: do this\.$/);
    expect(existsSync(plan.venvDir)).toBe(false);
    expect(venvMarked(plan)).toBe(false);
  });

  // A shell script stands in for python3: it logs each call, and answers the way a Python with or
  // without ensurepip and pip would; the venv it makes has a `python` that logs and exits `venvExit`.
  function fakePython(options: { ensurepip: boolean; pip?: string; venvExit: number }) {
    const root = mkdtempSync(join(tmpdir(), 'emulator-venv-'));
    const calls = join(root, 'calls.log');
    const script = join(root, 'python3');
    writeFileSync(
      script,
      [
        '#!/bin/sh',
        `echo "python3 $*" >> ${calls}`,
        `if [ "$1" = "-c" ]; then exit ${options.ensurepip ? 0 : 1}; fi`,
        `if [ "$2" = "pip" ] && [ "$3" = "--version" ]; then echo "${options.pip ?? ''}"; exit ${options.pip ? 0 : 1}; fi`,
        'if [ "$2" = "pip" ]; then exit 0; fi',
        'for last; do :; done',
        'mkdir -p "$last/bin"',
        `printf '#!/bin/sh\\necho "venv $*" >> ${calls}\\nexit ${options.venvExit}\\n' > "$last/bin/python"`,
        'chmod +x "$last/bin/python"',
      ].join('\n'),
    );
    chmodSync(script, 0o755);
    const plan = {
      systemPython: script,
      venvDir: join(root, 'emulator-venv'),
      requirementsFile,
      byHand: 'By hand: do this.',
    };
    return { plan, calls: () => readFileSync(calls, 'utf8') };
  }

  it('marks the venv installed only after pip has installed the pin into it', async () => {
    const { plan, calls } = fakePython({ ensurepip: true, venvExit: 0 });
    await installEmulatorVenv(plan);
    expect(calls()).toContain(`python3 -m venv ${plan.venvDir}`);
    expect(calls()).toContain(
      `venv -m pip install --disable-pip-version-check --no-input --quiet -r ${requirementsFile}`,
    );
    expect(venvMarked(plan)).toBe(true);
  });

  it("removes the venv it made when pip fails in it, with pip's reason in the message", async () => {
    const { plan } = fakePython({ ensurepip: true, venvExit: 1 });
    await expect(installEmulatorVenv(plan)).rejects.toThrow(
      /^pip install failed \(.*\)\. By hand: do this\.$/,
    );
    expect(existsSync(plan.venvDir)).toBe(false);
  });

  it("without ensurepip (Debian lacking python3-venv), makes the venv without pip and installs with python3's pip", async () => {
    const { plan, calls } = fakePython({
      ensurepip: false,
      pip: 'pip 23.0.1 from /usr/lib/python3/dist-packages/pip',
      venvExit: 0,
    });
    await installEmulatorVenv(plan);
    expect(calls()).toContain(`python3 -m venv --without-pip ${plan.venvDir}`);
    expect(calls()).toContain(`python3 -m pip --python ${plan.venvDir}/bin/python install`);
    expect(venvMarked(plan)).toBe(true);
  });

  it('without ensurepip nor a pip that can install into a venv, says to install python3-venv', async () => {
    const { plan } = fakePython({
      ensurepip: false,
      pip: 'pip 20.3.4 from /usr/lib/python3/dist-packages/pip',
      venvExit: 0,
    });
    await expect(installEmulatorVenv(plan)).rejects.toThrow('apt-get install python3-venv');
    expect(existsSync(plan.venvDir)).toBe(false);
  });
});
