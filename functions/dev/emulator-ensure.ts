// `tsx functions/dev/emulator-ensure.ts`: chooses (installing if need be) the Python that runs the
// AWS emulator, as `npm start` and the test setups do, and says which moto it is. .ci/run calls it
// so the log shows the emulator's version, and the install (if any) is timed apart from the tests.
import { emulatorPython } from './emulator-setup';
import { SetupProblem } from './ports';

emulatorPython()
  .then(({ python, version, source }) => console.log(`moto ${version} (${source}: ${python})`))
  .catch((error: unknown) => {
    console.error(error instanceof SetupProblem ? error.message : error);
    process.exit(1);
  });
