// Finds the login page's panels (each a region named by its heading) for tests.
import { screen, within } from '@testing-library/react';

export const panelNames = {
  password: 'Log in with your username',
  accessCode: 'Have an access code?',
  eventCode: 'Have an event code?',
  forgotPassword: 'Forgot your password?',
} as const;

export async function findPanel(name: keyof typeof panelNames) {
  return within(await screen.findByRole('region', { name: panelNames[name] }));
}
