// The public landing page (web/src/features/landing-pages/components/landing-page-view.tsx).
export const spanishLandingPage: Record<string, string> = {
  'About {{team}}': 'Acerca de {{team}}',
  'About us': 'Acerca de nosotros',
  'Pledge now': 'Haga su promesa ahora',
  'See how the whole event is doing, find a runner and pledge per lap or give once.':
    'Vea cómo va todo el evento, busque a un corredor y haga una promesa por vuelta o done una sola vez.',
  'Visit the {{event}} event page': 'Visite la página del evento {{event}}',
  'Page not found': 'Página no encontrada',
  'There is no page at this address.': 'No hay ninguna página en esta dirección.',
  'Go to the home page': 'Ir a la página de inicio',
};
