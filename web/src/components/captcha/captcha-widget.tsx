// The captcha (the contact form, and the pledge form once too many cards were tried from
// the donor's network): ALTCHA's `altcha-widget`, a self-hosted proof of work (no third party, no
// tracking). It appears captchaLoadDelayMs after the form (the spec's 2 seconds),
// and only then is its code loaded. The widget fetches a challenge from our challenge route when
// its checkbox is ticked, solves it in the browser and reports the solution (`statechange`), which
// the form sends as `altcha`. Changing `resetCount` puts a fresh, unsolved widget in its place:
// a solution works once.
import { useEffect, useRef, useState } from 'react';
import { captchaLoadFailed } from '@thon/shared/catalog/support-messages';
import { captchaLoadDelayMs } from '@thon/shared/catalog/timing';
import { useLanguage, useT } from '../../i18n/translation';
import { altchaLanguages, loadAltcha } from './load-altcha';
import './captcha-widget.css';

/** What the widget's `statechange` and `verified` events carry. */
interface AltchaEventDetail {
  state?: string;
  payload?: string | null;
}

interface CaptchaWidgetProps {
  /** Where the widget fetches its challenge (a path on this origin). */
  challengeUrl: string;
  /** The solution once solved, '' while there is none (not yet solved, expired, failed). */
  onSolution: (payload: string) => void;
  /** A new value replaces the widget with an unsolved one. */
  resetCount?: number;
}

export function CaptchaWidget({ challengeUrl, onSolution, resetCount = 0 }: CaptchaWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onSolution);
  const [phase, setPhase] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const { language } = useLanguage();
  const t = useT();

  useEffect(() => {
    report.current = onSolution;
  }, [onSolution]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      loadAltcha(language).then(
        () => live && setPhase('ready'),
        () => live && setPhase('failed'),
      );
    }, captchaLoadDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language]);

  // The web component is made here, not in JSX: React and Preact (the production build) pass a
  // custom element's attributes differently, and the widget manages its own children.
  useEffect(() => {
    const container = host.current;
    if (phase !== 'ready' || !container) return;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', challengeUrl);
    widget.setAttribute('name', 'altcha');
    widget.setAttribute('auto', 'off');
    // English is the widget's own; another language's words were loaded with it.
    if (language !== 'en') widget.setAttribute('language', altchaLanguages[language]);
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaEventDetail | undefined>).detail;
      report.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    container.append(widget);
    report.current('');
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.remove();
    };
  }, [phase, challengeUrl, resetCount, language]);

  return (
    <div className="captcha" ref={host}>
      {phase === 'failed' && <p className="field-error">{t(captchaLoadFailed)}</p>}
    </div>
  );
}
