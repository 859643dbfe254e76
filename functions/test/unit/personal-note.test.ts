// The sender's personal note in an invitation is plain text without links: the email goes out
// from the platform's own address, so a link in it would borrow Thon's reputation for whatever it
// points to (and mail clients make bare domains clickable too).
import { describe, expect, it } from 'vitest';
import { plainPersonalNote } from '../../src/domain/sharing/personal-note';

describe('plainPersonalNote', () => {
  it('keeps a note without links as written (trimmed)', () => {
    expect(plainPersonalNote('  Grandma, this one is for you! Mr. Lee says 3.5 laps.  ')).toBe(
      'Grandma, this one is for you! Mr. Lee says 3.5 laps.',
    );
    expect(plainPersonalNote('Line one\nline two')).toBe('Line one\nline two');
  });

  it('removes URLs, www. hosts, bare domains with or without a path, and email addresses', () => {
    for (const [note, plain] of [
      ['Pay here: https://evil.example/pay?x=1 thanks', 'Pay here: thanks'],
      ['see HTTP://EVIL.COM/x.', 'see .'],
      ['visit www.evil-site.co.uk today', 'visit today'],
      ['go to evil.com/x now', 'go to now'],
      ['or evil.com, or sub.evil.io:8080/path#frag', 'or , or'],
      ['write to grandma@evil.com please', 'write to please'],
      ['unicode ｅｖｉｌ.com and xn--e1afmkfd.xn--p1ai too', 'unicode and too'],
      ['ftp://files.evil.net/a and javascript:alert(1)', 'and alert(1)'],
    ] as const) {
      expect(plainPersonalNote(note), note).toBe(plain);
    }
  });
});
