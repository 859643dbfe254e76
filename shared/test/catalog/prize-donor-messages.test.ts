import { describe, expect, it } from 'vitest';
import { familyPageTexts } from '@thon/shared/catalog/family-page-messages';
import { prizeDonorTexts } from '@thon/shared/catalog/prize-donor-messages';
import { spanishPrizeDonorTexts } from '@thon/shared/catalog/prize-donor-messages.es';
import { prizeEventTexts } from '@thon/shared/catalog/prize-event-messages';

// Every text a donor or a parent reads about prizes: the student page's, the event page's and the
// dashboard controls'.
const allTexts = [
  ...Object.values(prizeDonorTexts),
  ...Object.values(prizeEventTexts),
  ...Object.values(familyPageTexts),
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((match) => match[1]).sort();

describe('prize wording donors and families read', () => {
  it('says what the next level needs, as written in the design', () => {
    const filled = prizeDonorTexts.nextLevel
      .replace('{{perUnit}}', '$4')
      .replace('{{unit}}', 'lap')
      .replace('{{once}}', '$120')
      .replace('{{level}}', 'Glow Bracelet');
    expect(filled).toBe('$4 more per lap, or $120 once, to reach the Glow Bracelet');
    expect(prizeDonorTexts.levelReached).toBe('Level reached: {{level}}');
    expect(prizeEventTexts.howPrizesWork).toBe(
      'How prizes work: {{once}} given once counts as {{perUnit}} a {{unit}}.',
    );
    expect(prizeDonorTexts.familyMessageFrom).toBe("A message from {{name}}'s family");
    expect(prizeDonorTexts.photoOf).toBe('Photo of {{name}}');
    expect(familyPageTexts.photoConsent).toBe("I agree to show this photo on {{name}}'s page");
    expect(familyPageTexts.photoPending).toBe("Waiting for the organizer's approval");
    expect(familyPageTexts.messageHidden).toBe('Hidden by the organizer');
  });

  it('has Spanish for every text, with the same placeholders', () => {
    for (const english of allTexts) {
      const spanish = spanishPrizeDonorTexts[english];
      expect(spanish, english).toBeTruthy();
      expect(placeholders(spanish ?? ''), english).toEqual(placeholders(english));
    }
    expect(Object.keys(spanishPrizeDonorTexts)).toHaveLength(new Set(allTexts).size);
  });

  it('never presses a child with what is left or a rank', () => {
    const all = [...allTexts, ...Object.values(spanishPrizeDonorTexts)].join('\n');
    expect(all).not.toMatch(/\bonly \$?\d|\bleft\b|\brank|\bhurry|\bsolo quedan|\bclasificaci/iu);
  });
});
