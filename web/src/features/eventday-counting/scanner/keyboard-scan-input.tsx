// USB and Bluetooth scanners type what they read and press Enter: this input stays focused and
// takes `THONLAP-…` (or a bare token typed from a bib's text) and gives it back after each scan.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useT } from '@/i18n/translation';

export function KeyboardScanInput({
  onScan,
  inputRef,
}: {
  onScan: (text: string) => void;
  /** The page focuses the input again after its other controls (Undo, count by name). */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  useEffect(() => input.current?.focus(), [input]);

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
