import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, rememberLanguage, showsLanguagePicker, storedLanguage } from './languages';

afterEach(() => localStorage.clear());

describe('the translation widget shows only when the browser language is not English', () => {
  it.each([
    ['en-US', false],
    ['en', false],
    ['EN-gb', false],
    ['es-MX', true],
    ['es', true],
    ['fr-CA', true],
    ['', false],
  ])('%s: %s', (tag, shown) => {
    expect(showsLanguagePicker(tag)).toBe(shown);
  });
});

describe('the language a visitor reads', () => {
  it('follows the browser when it is one we ship, else English', () => {
    expect(initialLanguage('es-419')).toBe('es');
    expect(initialLanguage('en-US')).toBe('en');
    expect(initialLanguage('fr-FR')).toBe('en');
  });

  it('is the remembered choice, whatever the browser says', () => {
    rememberLanguage('en');
    expect(storedLanguage()).toBe('en');
    expect(initialLanguage('es-MX')).toBe('en');
    rememberLanguage('es');
    expect(initialLanguage('en-US')).toBe('es');
  });

  it('ignores a stored value that is not a language we ship', () => {
    localStorage.setItem('thon.language', 'de');
    expect(storedLanguage()).toBeUndefined();
    expect(initialLanguage('es')).toBe('es');
  });
});
