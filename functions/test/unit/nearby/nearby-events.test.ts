// Nearby events on in-memory reads: the live Thons within 50 miles of the viewer, nearest first,
// at most ten; none when the viewer's place is unknown; Thons without a known ZIP left out; the
// Query asked for the last 60 days; the live Thons reused for a minute per function instance.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cachedLiveThons,
  nearbyEvents,
  type LiveThon,
  type LiveThonReads,
} from '../../../src/domain/nearby/nearby-events';
import { FixedClock } from '../../support/in-memory/clock';

const manhattan = { latitude: 40.75, longitude: -74 };

class RecordingLiveThons implements LiveThonReads {
  readonly asked: string[] = [];
  constructor(public thons: LiveThon[]) {}
  listLiveThons = (fromDate: string) => {
    this.asked.push(fromDate);
    return Promise.resolve(this.thons);
  };
}

const thon = (eventId: string, postalCode?: string): LiveThon => ({
  eventId,
  name: `Thon ${eventId}`,
  eventCode: eventId.toUpperCase(),
  ...(postalCode ? { postalCode } : {}),
});

let clock: FixedClock;
beforeEach(() => {
  clock = new FixedClock(Date.parse('2026-05-01T12:00:00Z'));
});

describe('nearby events', () => {
  it('lists the Thons within 50 miles, nearest first, as EventId, Name and EventCode', async () => {
    const liveThons = new RecordingLiveThons([
      thon('trenton', '08608'), // about 55 miles: out
      thon('newark', '07102'), // about 9 miles
      thon('brooklyn', '11201'), // about 4 miles
      thon('stamford', '06901'), // about 33 miles
      thon('la', '90001'),
    ]);
    expect(await nearbyEvents({ liveThons, clock }, manhattan)).toEqual([
      { EventId: 'brooklyn', Name: 'Thon brooklyn', EventCode: 'BROOKLYN' },
      { EventId: 'newark', Name: 'Thon newark', EventCode: 'NEWARK' },
      { EventId: 'stamford', Name: 'Thon stamford', EventCode: 'STAMFORD' },
    ]);
    expect(liveThons.asked).toEqual(['2026-03-02']);
  });

  it('answers none, and reads nothing, when the viewer is nowhere known', async () => {
    const liveThons = new RecordingLiveThons([thon('brooklyn', '11201')]);
    expect(await nearbyEvents({ liveThons, clock }, undefined)).toEqual([]);
    expect(liveThons.asked).toEqual([]);
  });

  it('leaves out Thons whose ZIP is missing or unknown', async () => {
    const liveThons = new RecordingLiveThons([
      thon('old'),
      thon('nowhere', '00000'),
      thon('brooklyn', '11201'),
    ]);
    expect((await nearbyEvents({ liveThons, clock }, manhattan)).map((e) => e.EventId)).toEqual(['brooklyn']);
  });

  it('lists at most ten', async () => {
    const liveThons = new RecordingLiveThons(Array.from({ length: 14 }, (_, i) => thon(`t${i}`, '10001')));
    expect(await nearbyEvents({ liveThons, clock }, manhattan)).toHaveLength(10);
  });
});

describe('the live Thons of a function instance', () => {
  it('are read once a minute, whoever asks', async () => {
    const reads = new RecordingLiveThons([thon('brooklyn', '11201')]);
    const cached = cachedLiveThons(reads, clock, 60_000);
    await cached.listLiveThons('2026-03-02');
    clock.advance(59_000);
    await cached.listLiveThons('2026-03-02');
    expect(reads.asked).toHaveLength(1);
    clock.advance(1_000);
    await cached.listLiveThons('2026-03-02');
    expect(reads.asked).toHaveLength(2);
  });

  it('asks again when the day (the range) changes, and after a failed read', async () => {
    let fail = true;
    const reads: LiveThonReads = {
      listLiveThons: () => (fail ? Promise.reject(new Error('throttled')) : Promise.resolve([])),
    };
    const cached = cachedLiveThons(reads, clock, 60_000);
    await expect(cached.listLiveThons('2026-03-02')).rejects.toThrow('throttled');
    fail = false;
    await expect(cached.listLiveThons('2026-03-02')).resolves.toEqual([]);
    const other = new RecordingLiveThons([]);
    const byDay = cachedLiveThons(other, clock, 60_000);
    await byDay.listLiveThons('2026-03-02');
    await byDay.listLiveThons('2026-03-03');
    expect(other.asked).toEqual(['2026-03-02', '2026-03-03']);
  });
});
