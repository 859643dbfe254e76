// The ALTCHA widget's code (the `altcha-widget` web component), loaded only by a form whose
// captcha is about to appear (the contact page; the pledge form once the API asks for one). Its own module so component tests can stand in a fake widget
// (jsdom runs no workers).
//
// The CSP build (`altcha/external`): the default bundle injects a <style> element and starts its
// proof-of-work workers from blob: URLs, both of which the site's Content-Security-Policy refuses
// (style and worker sources are 'self'). Here the styles are a stylesheet of the page's chunk and
// the workers are files of our own origin, registered for the algorithms our challenges use
// (PBKDF2, with the SHA family beside it).
/** ALTCHA's own words in a language we ship beside English (Latin-American Spanish). */
export const altchaLanguages = { en: 'en', es: 'es-419' } as const;

export async function loadAltcha(language: keyof typeof altchaLanguages = 'en'): Promise<void> {
  // The widget's Spanish words register themselves with the widget's i18n store.
  if (language === 'es') await import('altcha/i18n/es-419');
  const [, , { default: Pbkdf2Worker }, { default: ShaWorker }] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/pbkdf2?worker'),
    import('altcha/workers/sha?worker'),
  ]);
  for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  }
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    $altcha.algorithms.set(algorithm, () => new ShaWorker());
  }
}
