// Which Python runs the AWS emulator: PYTHON if set (used as is, never installed into); else the
// project's venv if it holds the pinned moto; else python3 if it already has it (machines set up by
// hand, CI's image); else the pin is installed into the project's venv, once, so a newcomer needs
// nothing but Node and Python 3.
import { readFileSync } from 'node:fs';
import { SetupProblem } from './ports';

export interface Pin {
  /** As written in the requirements file, e.g. `moto[server]==5.2.1`. */
  requirement: string;
  version: string;
}

export type PythonState = { kind: 'absent' } | { kind: 'missing' } | { kind: 'has'; version: string };

export interface EmulatorPythonDeps {
  pin: Pin;
  /** PYTHON from the environment. */
  pythonEnv: string | undefined;
  systemPython: string;
  venvPython: string;
  /** The venv and requirements file as a person types them (messages). */
  venvLabel: string;
  requirementsLabel: string;
  /** What moto (with its server's flask) this Python has, or whether it runs at all. */
  probe(python: string): PythonState;
  /** Whether a completed install of the current pin is recorded in the venv (written last). */
  venvMarked(): boolean;
  /** Runs `work` holding the install lock (other processes may be installing too). */
  withLock<T>(work: () => Promise<T>): Promise<T>;
  /** Creates the venv afresh and installs the pin into it; a SetupProblem when it cannot. */
  install(): Promise<void>;
  log(line: string): void;
}

export interface ChosenPython {
  python: string;
  version: string;
  source: 'PYTHON' | 'project venv' | 'system' | 'installed';
}

export function readPin(requirementsText: string): Pin {
  const [, requirement, version] = /^(moto(?:\[[^\]\n]*\])?==([\w.]+))/m.exec(requirementsText) ?? [];
  if (!requirement || !version)
    throw new SetupProblem('The emulator requirements file has no moto==<version> line.');
  return { requirement, version };
}

/** What the pin file says, for .ci/run and the installer alike. */
export function readPinFile(path: string): Pin {
  return readPin(readFileSync(path, 'utf8'));
}

function usePython(deps: EmulatorPythonDeps, python: string): ChosenPython {
  const state = deps.probe(python);
  if (state.kind === 'absent')
    throw new SetupProblem(`PYTHON=${python} does not run: point PYTHON at a Python 3, or unset it.`);
  if (state.kind === 'missing') {
    throw new SetupProblem(
      `PYTHON=${python} lacks the AWS emulator: run  ${python} -m pip install -r ${deps.requirementsLabel}  ` +
        `(or unset PYTHON: then it is installed into ${deps.venvLabel}).`,
    );
  }
  if (state.version !== deps.pin.version)
    deps.log(`Using moto ${state.version} from PYTHON; the tests are verified against ${deps.pin.version}.`);
  return { python, version: state.version, source: 'PYTHON' };
}

export async function chooseEmulatorPython(deps: EmulatorPythonDeps): Promise<ChosenPython> {
  if (deps.pythonEnv) return usePython(deps, deps.pythonEnv);
  const { pin } = deps;
  const hasPin = (python: string) => {
    const state = deps.probe(python);
    return state.kind === 'has' && state.version === pin.version;
  };
  const venvReady = () => deps.venvMarked() && hasPin(deps.venvPython);
  const venv = (source: ChosenPython['source']): ChosenPython => ({
    python: deps.venvPython,
    version: pin.version,
    source,
  });

  if (venvReady()) return venv('project venv');
  const system = deps.probe(deps.systemPython);
  if (system.kind === 'has' && system.version === pin.version)
    return { python: deps.systemPython, version: system.version, source: 'system' };
  if (system.kind === 'absent') {
    throw new SetupProblem(
      `${deps.systemPython} not found: install Python 3 (with venv or pip), or set PYTHON to its path.`,
    );
  }
  return deps.withLock(async () => {
    // Another process may have installed it while this one waited for the lock.
    if (venvReady()) return venv('project venv');
    deps.log(
      `Installing the AWS emulator (moto ${pin.version}) into ${deps.venvLabel} (once, about a minute)…`,
    );
    const started = performance.now();
    await deps.install();
    if (!venvReady()) {
      throw new SetupProblem(
        `${deps.venvLabel} was installed but its Python does not load moto ${pin.version}: remove ${deps.venvLabel} and start again.`,
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    deps.log(`Installed the AWS emulator (moto ${pin.version}) into ${deps.venvLabel} in ${seconds} s.`);
    return venv('installed');
  });
}
