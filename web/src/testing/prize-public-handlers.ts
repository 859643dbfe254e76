// GetThonPrizes for the web tests: by default a Thon without a programme or challenges (the event
// page then shows no prizes section); a test of the prizes section adds thonPrizesHandler(fixture).
import { http, HttpResponse } from 'msw';
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import type { ThonPrizesWire } from '@thon/shared/api/schemas/thon-prizes';
import { mswPath } from './handlers';

export const noThonPrizes = (eventId: string): ThonPrizesWire => ({
  EventId: eventId,
  Mode: 'cumulative',
  Divisor: 30,
  UnitName: 'lap',
  Levels: [],
  Challenges: [],
});

/** A three-level programme and one participation challenge of two classes, one of them met. */
export const thonPrizesFixture: ThonPrizesWire = {
  EventId: 'evt-spring-25',
  Mode: 'cumulative',
  Divisor: 30,
  UnitName: 'lap',
  Levels: [
    { Name: 'Registered', ThresholdPerUnitCents: 0, PrizeNames: ['Thon Sticker'] },
    {
      Name: 'Glow Bracelet',
      ThresholdPerUnitCents: 100,
      PictureUrl: 'https://images.example.test/glow.png',
      PrizeNames: ['Glow Bracelet'],
    },
    { Name: 'Champion', ThresholdPerUnitCents: 300, PrizeNames: ['Thon T-shirt', 'Medal'] },
  ],
  Challenges: [
    {
      ChallengeId: 'ch-1',
      Name: 'Every family in',
      Metric: 'participation',
      Target: 80,
      Reward: 'Extra recess',
      Classes: [
        {
          TeamId: 't-1',
          ClassName: "Mrs. Rivera's 3rd Grade",
          Participants: 20,
          Participating: 17,
          ParticipationPercent: 85,
          Donors: 25,
          RaisedCents: 150_000,
          PerChildCents: 7_500,
          Progress: 100,
          Met: true,
        },
        {
          TeamId: 't-2',
          ClassName: "Mr. Chen's 4th Grade",
          Participants: 25,
          Participating: 10,
          ParticipationPercent: 40,
          Donors: 12,
          RaisedCents: 100_000,
          PerChildCents: 4_000,
          Progress: 50,
          Met: false,
        },
      ],
    },
  ],
};

/** Answers GetThonPrizes with the programme, or a response of the test's own (held, refused). */
export function thonPrizesHandler(
  answer: (eventId: string) => ThonPrizesWire | Response | Promise<Response>,
) {
  return http.get(mswPath(prizeRoutes.getThonPrizes), async ({ params }) => {
    const result = await answer(String(params.eventId));
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}

export const defaultThonPrizesHandler = thonPrizesHandler(noThonPrizes);
