// Reads the functions' settings from the environment, by the names of environment-names.ts.
import { environmentNames, type EnvironmentKey } from './environment-names';

/** Reads a required setting; a missing one is a deployment fault, so it throws at first use. */
export function setting(key: EnvironmentKey): string {
  const value = process.env[environmentNames[key]];
  if (!value) throw new Error(`Missing environment variable ${environmentNames[key]}`);
  return value;
}

/** Reads a setting a deployment may leave out (no CDN in front of a bare API); undefined if unset. */
export function optionalSetting(key: EnvironmentKey): string | undefined {
  return process.env[environmentNames[key]] || undefined;
}
