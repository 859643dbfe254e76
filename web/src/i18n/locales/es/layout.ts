// The frame every page shares (web/src/app/layout.tsx) and shared widgets on donor pages.
export const spanishLayout: Record<string, string> = {
  'Skip to main content': 'Saltar al contenido principal',
  'Log in': 'Iniciar sesión',
  'Log out': 'Cerrar sesión',
  'My account': 'Mi cuenta',
  'Admin console': 'Consola de administración',
  Dashboard: 'Panel',
  Shop: 'Tienda',
  'Contact and support': 'Contacto y soporte',
  Main: 'Principal',
  'Test site': 'Sitio de prueba',
  Error: 'Error',
  // web/src/components/list-filter.tsx: the noun is translated on its own.
  '{{total}} {{noun}}': '{{total}} {{noun}}',
  '{{shown}} of {{total}} {{noun}}': '{{shown}} de {{total}} {{noun}}',
  participants: 'participantes',
};
