// The translation widget (spec section 9): shown only when the browser's language is not English,
// so an English reader never sees it. Each option is named in its own language.
import { languageNames, showsLanguagePicker, supportedLanguages, type Language } from './languages';
import { useLanguage } from './translation';

export function LanguagePicker() {
  const { language, chooseLanguage } = useLanguage();
  if (!showsLanguagePicker()) return null;
  return (
    <label className="language-picker">
      <span className="visually-hidden">Language / Idioma</span>
      <select
        value={language}
        onChange={(event) => chooseLanguage(event.target.value as Language)}
      >
        {supportedLanguages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
