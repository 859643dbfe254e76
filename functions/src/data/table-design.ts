// The single DynamoDB table: keys and global secondary indexes. CDK builds the table from this,
// the local bootstrap reads it back out of the synthesized template, entities map onto it.
//
// Access patterns (each one GetItem or one Query; no Scan on any request path):
//   event by id ..................... primary  pk=event id
//   event id by event code .......... primary  pk=event code claim (GetItem)
//   participant count of an event ... primary  pk=event (participantCount, ADDed in the transaction of
//                                      each participant create, conditioned on the event's status;
//                                      an import recounts and repairs it; RecordUnits reads it)
//   events of an organizer .......... gsi2     gsi2pk=organizer user, gsi2sk=start date#event
//                                      (sparse: events without an organizer; GetMyThons)
//   public event page ............... gsi1     gsi1pk=event: the event, its teams and participants
//                                      (ElectroDB collection eventPage), one Query
//   public student page ............. primary  pk=participant (GetItem)
//   participant by access code ...... primary  pk=access code claim (GetItem)
//   participants of an event/team ... gsi1     gsi1pk=event, gsi1sk=team#participant
//   participants of a user .......... gsi2     gsi2pk=user (sparse: linked participants only)
//   participants of a parent ........ primary  pk=parent, sk=participant (parent links; one Query,
//                                      then BatchGet of the participants)
//   parent's participant count ...... primary  pk=parent, sk=counter (ADD 1 with condition < 9 in
//                                      the same TransactWriteItems as the link; a remove deletes
//                                      the link (must exist) with ADD -1 (condition > 0) likewise)
//   participant natural-key claim ... primary  pk=HMAC-SHA256 (id key secret) of event + normalized
//                                      first/last/team name (import) or event + user (join); written
//                                      with the participant (random UUID id), its access code claim
//                                      and the event's count ADD in one transaction (re-import and
//                                      second join create nothing; ids reveal no name)
//   team id by name in an event ..... primary  pk=event, sk=normalized team name (teamNameClaim;
//                                      one Query for all of an event's names; team ids are random)
//   visit with campaign tracking .... primary  pk=visit id (PutItem; read by a later pledge; expires
//                                      after 30 days, reads check expiresAt)
//   credit applied once ............ primary  pk=credit idempotency key (pledge/donation id; created
//                                      only if absent in the transaction that ADDs raisedCents)
//   teams of a class teacher ........ gsi2     gsi2pk=teacher user (sparse; teacher check)
//   user by username ................ primary  pk=username claim (GetItem)
//   sessions of a user .............. gsi1     gsi1pk=user (password reset, role change, deactivation)
//   user by email ................... primary  pk=email claim (GetItem; emails are unique)
//   user by social account .......... primary  pk=provider link, provider#key (GetItem)
//   sign-in session by id ........... primary  pk=session id (GetItem)
//   activity of a session and type .. primary  pk=session, sk=activity type (conditional create)
//   attempts of a subject ........... primary  pk=subject, sk=window start (one conditional UpdateItem
//                                      reserves an attempt: ADD 1 while below the limit; success ADDs -1)
//   password reset by token ......... primary  pk=SHA-256 of the emailed token (GetItem; removed on use)
//   latest password reset of a user . primary  pk=user (latestPasswordReset: the only link that works;
//                                      a new link overwrites it, a completed reset removes it)
//   parent's creations in an event .. primary  pk=parent, sk=event (parentCreations: ADD 1 with
//                                      condition < 9 in the create's transaction; never decremented)
//   single-sign-on code ............. primary  pk=SHA-256 of the one-time code (removed on use)
//   invitations of a participant .... primary  pk=participant, sk=channel#recipient (shareInvite: the
//                                      conditional put that makes "already invited" exact)
//   invitations of an event ......... gsi2     gsi2pk=event, gsi2sk=channel#participant#recipient
//                                      (the reminder job)
//   invitation send by key .......... primary  pk=SHA-256 of participant, channel, Idempotency-Key
//   suppressed address .............. primary  pk=lowercased email (unsubscribe, bounce, complaint;
//                                      BatchGet per send)
//   share templates of an event ..... primary  pk=event (shareTemplates; absent: our defaults)
//   events with reminders due ....... primary  pk=due day, sk=event (shareReminderDue)
//   landing page by id .............. primary  pk=landing page id
//   landing page id by url .......... primary  pk=lowercased url (landingUrlClaim: created only if
//                                      absent with the page; a url change moves it in the same
//                                      transaction)
//   landing pages of an owner ....... gsi2     gsi2pk=owner user (the event's organizer or the team's
//                                      leader), gsi2sk=url
//   every landing page .............. gsi1     gsi1pk=constant (super admins' list; a few thousand)
//   captcha solution used ........... primary  pk=SHA-256 of the ALTCHA challenge's signature
//                                      (captchaSolution: created only if absent; expires with the
//                                      challenge)
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds. DynamoDB deletes lazily (and moto never does), so readers check it too. */
  timeToLiveAttribute: 'expiresAt',
} as const;
