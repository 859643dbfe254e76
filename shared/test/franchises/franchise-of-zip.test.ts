import { describe, expect, it } from 'vitest';
import { franchiseOfZip } from '@thon/shared/franchises/franchise-of-zip';

const franchise = (
  Id: string,
  States: string[],
  ZipPrefixes: string[],
  Status: 'active' | 'suspended' = 'active',
) => ({ Id, Status, Territory: { States, ZipPrefixes } });

const texas = franchise('texas', ['TX'], []);
const dallas = franchise('dallas', [], ['752']);
const dallasCentral = franchise('dallas-central', [], ['7520']);
const alabama = franchise('alabama', ['AL'], []);

describe('franchiseOfZip', () => {
  it("finds the franchise holding the ZIP's state", () => {
    expect(franchiseOfZip('35004', [texas, alabama])?.Id).toBe('alabama');
    expect(franchiseOfZip('73301', [texas, alabama])?.Id).toBe('texas');
  });

  it('prefers a ZIP prefix over a state, whatever the order', () => {
    expect(franchiseOfZip('75201', [texas, dallas])?.Id).toBe('dallas');
    expect(franchiseOfZip('75201', [dallas, texas])?.Id).toBe('dallas');
    expect(franchiseOfZip('75001', [texas, dallas])?.Id).toBe('texas');
  });

  it('prefers the longest matching prefix, whatever the order', () => {
    expect(franchiseOfZip('75204', [dallas, dallasCentral, texas])?.Id).toBe('dallas-central');
    expect(franchiseOfZip('75204', [dallasCentral, dallas, texas])?.Id).toBe('dallas-central');
    expect(franchiseOfZip('75214', [dallasCentral, dallas, texas])?.Id).toBe('dallas');
  });

  it('keeps a suspended franchise as the owner of its territory', () => {
    const suspended = franchise('dallas', [], ['752'], 'suspended');
    expect(franchiseOfZip('75201', [texas, suspended])?.Id).toBe('dallas');
  });

  it('answers none when no territory holds the ZIP', () => {
    expect(franchiseOfZip('10001', [texas, dallas, alabama])).toBeUndefined();
    expect(franchiseOfZip('75201', [])).toBeUndefined();
    expect(franchiseOfZip('34001', [franchise('florida', ['FL'], [])])).toBeUndefined();
  });

  it('reads a ZIP+4 and surrounding spaces; anything else is no ZIP', () => {
    expect(franchiseOfZip(' 75201-1234 ', [texas, dallas])?.Id).toBe('dallas');
    expect(franchiseOfZip('7520', [texas, dallas])).toBeUndefined();
    expect(franchiseOfZip('75201x', [texas, dallas])).toBeUndefined();
    expect(franchiseOfZip('', [franchise('all', [], ['7'])])).toBeUndefined();
  });

  it('tells apart places that share a 3-digit prefix', () => {
    const hawaii = franchise('hawaii', ['HI'], []);
    const samoa = franchise('samoa', ['AS'], []);
    expect(franchiseOfZip('96799', [hawaii, samoa])?.Id).toBe('samoa');
    expect(franchiseOfZip('96701', [samoa, hawaii])?.Id).toBe('hawaii');
  });
});
