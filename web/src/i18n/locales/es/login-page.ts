// The login page's nearby events (web/src/features/auth/components/nearby-events.tsx).
export const spanishLoginPage: Record<string, string> = {
  'Events near you': 'Eventos cerca de usted',
};
