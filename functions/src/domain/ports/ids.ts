// New random ids (participants, teams, events, sessions, visits). A port, so a test can name the
// ids a use case creates.
export interface Ids {
  newId(): string;
}
