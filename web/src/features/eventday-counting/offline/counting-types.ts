// The event-day shapes the phone keeps and sends, as the eventday route contract defines them. The
// offline layer is written before the route table's schemas exist; these mirror them field for
// field and give way to the shared schemas' types once those are in.

export interface RosterRunner {
  ParticipantId: string;
  FirstName: string;
  LastInitial: string;
  TeamId: string;
  TeamName: string;
  LapToken: string;
  Laps: number;
  OverMax: number;
}

export interface EventDayRoster {
  EventId: string;
  EventCode: string;
  EventName: string;
  Status: string;
  CooldownSeconds: number;
  MaxUnits: number;
  TimeZone: string;
  CountingUntil: string | null;
  Counter: { Kind: 'user' | 'code'; Name: string };
  Runners: RosterRunner[];
  ServerTime: string;
}

export type LapOp =
  | { Op: 'lap'; ScanId: string; LapToken: string; ParticipantId?: string; ScannedAt: string }
  | { Op: 'undo'; ScanId: string; ParticipantId: string };

export type LapResultKind =
  | 'counted'
  | 'duplicate'
  | 'over-max'
  | 'undone'
  | 'locked'
  | 'unknown-bib'
  | 'not-your-class'
  | 'too-late-to-undo'
  | 'not-found';

export interface LapResult {
  ScanId: string;
  Op: 'lap' | 'undo';
  Result: LapResultKind;
  ParticipantId: string | null;
  FirstName: string | null;
  LastInitial: string | null;
  Laps: number | null;
  OverMax: number | null;
  DuplicateOf: string | null;
}

/** RecordLaps' and RecordLapsWithCode's answer. */
export interface RecordLapsAnswer {
  Results: LapResult[];
  ServerTime: string;
}
