// USB and Bluetooth scanners type what they read and press Enter: this input stays focused and
// takes `THONLAP-…` (or a bare token typed from a bib's text) and gives it back after each scan.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/translation';

export function KeyboardScanInput({ onScan }: { onScan: (text: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') onScan(text);
    setText('');
    input.current?.focus();
  };

  return (
    <form className="counting-keyboard" onSubmit={submit}>
      <label htmlFor="counting-scan">{t('Scanner or bib code')}</label>
      <input
        id="counting-scan"
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
      />
      <button type="submit">{t('Count')}</button>
    </form>
  );
}
