// ALTCHA's per-language modules register their words with the widget and export nothing we use;
// the package names types for them that it does not ship.
declare module 'altcha/i18n/es-419';
