// Imported by platform/tracer.ts before the X-Ray SDK. On load, the SDK starts its automatic mode:
// a cls-hooked namespace whose async hooks run on every promise of the process (measured here:
// 200 awaits take ~1.6 ms instead of ~0.13 ms). In Lambda that is what tracing costs, and tracing
// needs it. Outside Lambda (the local stack, where every function and the emulator's clients share
// one process, and the tests) tracing is off anyway, so the SDK starts in manual mode: no hooks.
import { observabilityEnvironmentNames } from './environment-names';

if (!process.env[observabilityEnvironmentNames.lambdaFunctionName])
  process.env[observabilityEnvironmentNames.xrayManualMode] ??= 'true';
