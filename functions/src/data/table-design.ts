// The single DynamoDB table: keys and global secondary indexes. CDK builds the table from this,
// the local bootstrap reads it back out of the synthesized template, entities map onto it.
//
// Access patterns (each one GetItem or one Query; no Scan on any request path), one per line as
// `description ..... index  entity, entity: keys (notes)`; every entity file must appear on each
// index it declares (functions/test/unit/table-design-access-patterns.test.ts):
// Events, organizations, settings:
//   event by id ....................... primary  event: pk=event id
//   event id by event code ............ primary  eventCodeClaim: pk=event code (GetItem; created
//                                                only if absent with the event)
//   participant count of an event ..... primary  event: pk=event (participantCount, ADDed in the
//                                                transaction of each participant create,
//                                                conditioned on the event's status; an import
//                                                recounts and repairs it; RecordUnits reads it)
//   events of an organizer ............ gsi2     event: gsi2pk=organizer user, gsi2sk=start
//                                                date#event (sparse: events without an organizer;
//                                                GetMyThons)
//   events of a franchise ............. gsi3     event: gsi3pk=franchise id or 'direct',
//                                                gsi3sk=start date#event (a date range is a key
//                                                range; sparse: events made before the franchise
//                                                model carry no franchise and are absent)
//   every event ....................... gsi4     event: gsi4pk=constant 'events', gsi4sk=start
//                                                date#event (super admins, test users; sparse like
//                                                gsi3)
//   public event page ................. gsi1     event, team, participant: gsi1pk=event: the event,
//                                                its teams and participants (ElectroDB collection
//                                                eventPage), one Query
//   organization by id ................ primary  organization: pk=organization id (GetItem; payout
//                                                account set only if absent or the same, tax
//                                                statement; a console change conditioned on the
//                                                version read, with its audit entry)
//   organizations of a franchise ...... gsi1     organization: gsi1pk=franchise id or 'direct',
//                                                gsi1sk=lowercased name#organization (paged by
//                                                name, cursor checked against the partition;
//                                                sparse: one made with a Thon is absent until its
//                                                first console edit)
//   site setting by name .............. primary  setting: pk=setting name (reference lists;
//                                                GetItem, PutItem)
//   saved reference lists ............. primary  referenceList: pk=constant, sk=list name (one Query
//                                                reads every list the console saved; a save is
//                                                conditioned on the version read, with its audit
//                                                entry in the same transaction)
// Participants, teams, parents:
//   public student page ............... primary  participant: pk=participant (GetItem)
//   participant by access code ........ primary  accessCodeClaim: pk=access code (GetItem)
//   participants of an event/team ..... gsi1     participant: gsi1pk=event, gsi1sk=team#participant
//   children awaiting approval ........ gsi1     participant: gsi1pk=event, filtered on
//                                                awaitingApproval (the organizer's queue; a sparse
//                                                index is not worth it for hundreds of
//                                                participants)
//   participants of a user ............ gsi2     participant: gsi2pk=user (sparse: linked
//                                                participants only)
//   participants of a parent .......... primary  parentLink: pk=parent, sk=participant (one Query,
//                                                then BatchGet of the participants)
//   parent's participant count ........ primary  parentCounter: pk=parent (ADD 1 with condition < 9
//                                                in the same TransactWriteItems as the link; a
//                                                remove deletes the link (must exist) with ADD -1
//                                                (condition > 0) likewise)
//   participant natural-key claim ..... primary  participantClaim: pk=HMAC-SHA256 (id key secret)
//                                                of event + normalized first/last/team name
//                                                (import) or event + user (join); written with the
//                                                participant (random UUID id), its access code
//                                                claim and the event's count ADD in one transaction
//                                                (re-import and second join create nothing; ids
//                                                reveal no name)
//   parent's creations in an event .... primary  parentCreations: pk=parent, sk=event (ADD 1 with
//                                                condition < 9 in the create's transaction; never
//                                                decremented)
//   teams of an event ................. primary  team: pk=event, sk=team (GetItem of one team,
//                                                Query of all)
//   team id by name in an event ....... primary  teamNameClaim: pk=event, sk=normalized team name
//                                                (one Query for all of an event's names; team ids
//                                                are random)
//   teams of a class teacher .......... gsi2     team: gsi2pk=teacher user (sparse; teacher check)
//   visit with campaign tracking ...... primary  visit: pk=visit id (PutItem; read by a later
//                                                pledge; expires after 30 days, reads check
//                                                expiresAt)
// Pledges and payments (charges, refunds, disputes, card testing):
//   pledge by id ...................... primary  pledge: pk=pledge id = SHA-256 of the donor's
//                                                Idempotency-Key (created only if absent; every
//                                                state move, refund claim, dispute and message
//                                                hiding is a conditional UpdateItem on it)
//   pledges of an event ............... gsi1     pledge: gsi1pk=event, gsi1sk=created#pledge (the
//                                                organizer's report, processing a completed event;
//                                                oldest first)
//   pledges of a participant .......... gsi2     pledge: gsi2pk=participant, gsi2sk=created#pledge
//                                                (their list, the student page's recent supporters,
//                                                RecordUnits' estimate; newest first)
//   pledges of a donor ................ primary  donorPledge: pk=normalized donor email, sk=pledge
//                                                (written in the pledge's transaction;
//                                                GetMyPledges: one Query, then BatchGet of the
//                                                pledges)
//   credit applied once ............... primary  creditClaim: pk=credit idempotency key
//                                                (pledge/donation id; created only if absent in the
//                                                transaction that ADDs raisedCents)
//   pledge processing in flight ....... primary  processingMarker: pk=pledge-processing,
//                                                sk=event:id or participant:id (the sweeper's one
//                                                Query; put when processing starts, deleted once
//                                                all it covers is settled)
//   provider webhook event applied .... primary  webhookEvent: pk=provider's event id (GetItem
//                                                before applying, PutItem after; a dispute creates
//                                                it only if absent in its own transaction; expires
//                                                after 30 days)
//   card attempts of a network ........ primary  attemptWindow: pk=pledge-client:network,
//                                                pledge-participant:id or
//                                                pledge-card-change:pledge, sk=window start (card
//                                                testing: one conditional UpdateItem reserves an
//                                                attempt before the provider is asked; both windows
//                                                read in CreatePledge's TransactGetItems; a solved
//                                                captcha ADDs captchaRoom)
//   captcha solution used ............. primary  captchaSolution: pk=SHA-256 of the ALTCHA
//                                                challenge's signature (created only if absent;
//                                                expires with the challenge)
// Sign-in and users:
//   user by id ........................ primary  user: pk=user id (GetItem, BatchGet)
//   user by username .................. primary  usernameClaim: pk=lowercased username (GetItem)
//   user by email ..................... primary  emailClaim: pk=email (GetItem; emails are unique)
//   user by social account ............ primary  providerLink: pk=provider#key (GetItem)
//   users by name (admin search) ...... gsi2     user: gsi2pk=`users`, gsi2sk=normalized "last
//                                                first"#id (begins_with a typed prefix; a user
//                                                written before the index appears once next written)
//   users of a franchise .............. gsi1     user: gsi1pk=franchise id, gsi1sk=last#first#id
//                                                (users without a franchise share the empty id's
//                                                partition, which no request can name)
//   Thons of a team leader ............ primary  thonAssignment: pk=user, sk=event (the scope
//                                                decision of a franchisee team leader, one Query;
//                                                written with its audit entry in one transaction)
//   team leaders of a Thon ............ gsi2     thonAssignment: gsi2pk=event, gsi2sk=user
//   active super admins ............... primary  superAdminCount: pk=constant (ADD 1 with each
//                                                change adding one; ADD -1 only while > 1, in the
//                                                same transaction as the change removing one)
//   sign-in session by id ............. primary  session: pk=session id (GetItem)
//   sessions of a user ................ gsi1     session: gsi1pk=user (password reset, role change,
//                                                deactivation)
//   activity of a session and type .... primary  activity: pk=session, sk=activity type
//                                                (conditional create)
//   attempts of a subject ............. primary  attemptWindow: pk=subject (account, access code,
//                                                client address, inbox, sender's daily
//                                                invitations...), sk=window start (one conditional
//                                                UpdateItem reserves an attempt: ADD 1 while below
//                                                the limit; success ADDs -1)
//   password reset by token ........... primary  passwordReset: pk=SHA-256 of the emailed token
//                                                (GetItem; removed on use)
//   latest password reset of a user ... primary  latestPasswordReset: pk=user (the only link that
//                                                works; a new link overwrites it, a completed reset
//                                                removes it)
//   single-sign-on code ............... primary  ssoHandoff: pk=SHA-256 of the one-time code
//                                                (removed on use)
// Sharing (invitations, sends, suppressions, reminders):
//   invitations of a participant ...... primary  shareInvite: pk=participant, sk=channel#recipient
//                                                (the conditional put that makes "already invited"
//                                                exact)
//   invitations of an event ........... gsi2     shareInvite: gsi2pk=event,
//                                                gsi2sk=channel#participant#recipient (the reminder
//                                                job)
//   invitation send by key ............ primary  shareSend: pk=SHA-256 of participant, channel,
//                                                Idempotency-Key (created before sending, holds the
//                                                answer)
//   suppressed address ................ primary  shareSuppression: pk=lowercased email
//                                                (unsubscribe, bounce, complaint; BatchGet per
//                                                send)
//   share templates of an event ....... primary  shareTemplates: pk=event (absent: our defaults)
//   events with reminders due ......... primary  shareReminderDue: pk=due day, sk=event
//   outbox of a test Thon ............. primary  testOutboxMessage: pk=event, sk=sent at#message
//                                                (what a test Thon's sends kept instead of SES or
//                                                SNS; newest first; 30-day TTL)
// Landing pages:
//   landing page by id ................ primary  landingPage: pk=landing page id
//   landing page id by url ............ primary  landingUrlClaim: pk=lowercased url (created only
//                                                if absent with the page; a url change moves it in
//                                                the same transaction)
//   landing pages of an owner ......... gsi2     landingPage: gsi2pk=owner user (the event's
//                                                organizer or the team's leader), gsi2sk=url
//   every landing page ................ gsi1     landingPage: gsi1pk=constant (super admins' list;
//                                                a few thousand)
// Franchises and their territories:
//   franchise by id ................... primary  franchise: pk=franchise id (GetItem; every write
//                                                conditioned on the version read)
//   franchises by name (paged) ........ gsi1     franchise: gsi1pk=constant, gsi1sk=lowercased
//                                                name#franchise (the super admin's list; cursor)
//   territory of a state .............. primary  territoryCell: pk=state code (or '--' for ZIP
//                                                prefixes in no state): the whole-state owner, the
//                                                ZIP prefixes lying in it and their owners, a
//                                                version; a franchise write reads every cell its
//                                                old and new territory touch (TransactGetItems) and
//                                                writes them with the franchise in one transaction
//                                                conditioned on each version; the franchise of a
//                                                ZIP is one GetItem of its state's cell
// Audit log (every entry written in its change's own TransactWriteItems; expiresAt 2 years):
//   audit entries of a month .......... primary  auditEntry: pk=month (yyyy-MM), sk=timestamp#entry
//                                                (super admins; newest first, paged)
//   audit entries of a franchise ...... gsi1     auditEntry: gsi1pk=franchise, gsi1sk=timestamp#entry
//                                                (sparse: entries of no franchise; a month is a
//                                                begins_with key range; franchisee users)
// Franchisee pages (calendar, its feed, dashboard; the Thons are gsi3's events of a franchise):
//   calendar feed by token ............ primary  calendarFeed: pk=SHA-256 of the feed's secret
//                                                token → franchise (GetItem; the public feed)
//   calendar feed of a franchise ...... gsi1     calendarFeed: gsi1pk=franchise, gsi1sk=created#hash
//                                                (one Query; a new feed deletes the old in its
//                                                transaction, revoking deletes it)
// Vendor shop (docs/shop.md):
//   vendor by id ...................... primary  vendor: pk=vendor id (GetItem; every change
//                                                conditioned on the version read, with its audit
//                                                entry; payout account set only if absent or the
//                                                same)
//   vendors by name (paged) ........... gsi2     vendor: gsi2pk=constant 'vendors',
//                                                gsi2sk=lowercased name#vendor (the console's list;
//                                                cursor checked against the partition)
//   staff of a vendor ................. primary  vendorMember: pk=vendor id, sk=user (one Query;
//                                                written in the transaction of the user item's
//                                                change)
//   product by id ..................... primary  product: pk=product id (GetItem; variants are a
//                                                list in the item; an edit puts the whole item
//                                                conditioned on the version and stock revision
//                                                read; a stock move is one UpdateItem naming the
//                                                variant's position and id, conditioned on its
//                                                stock)
//   products of a vendor .............. gsi1     product: gsi1pk=vendor id, gsi1sk=lowercased
//                                                name#product (every status; paged by name)
//   active products of a category ..... gsi2     product: gsi2pk=category code, gsi2sk=lowercased
//                                                name#product (sparse: active only; a name prefix
//                                                is begins_with; cursor checked against the
//                                                partition)
//   every active product .............. gsi3     product: gsi3pk=constant 'shop',
//                                                gsi3sk=lowercased name#product (sparse: active
//                                                only; the shop's #all)
//   stock moves of a product .......... primary  stockAdjustment: pk=product id, sk=at#adjustment
//                                                (written in the move's transaction; newest first,
//                                                paged)
//   shop order by id .................. primary  shopOrder: pk=order id (GetItem; lines, shipments
//                                                and timeline are lists in the item; every move is
//                                                one UpdateItem conditioned on the status or version
//                                                read; submit reserves stock in its transaction)
//   incoming orders of a vendor ....... gsi1     shopOrder: gsi1pk=vendor id, gsi1sk=created#order
//                                                (drafts filtered out)
//   orders of a buyer ................. gsi2     shopOrder: gsi2pk=buyer user, gsi2sk=created#order
//   orders of a Thon .................. gsi3     shopOrder: gsi3pk=event, gsi3sk=created#order
//   orders of a franchise by need-by .. gsi4     shopOrder: gsi4pk=franchise id or 'direct',
//                                                gsi4sk=need-by date#order (a date range is a key
//                                                range)
// Prizes:
//   prize programme of a Thon ......... primary  prizeProgramme: pk=event (GetItem; levels and
//                                                challenges each saved conditioned on their own
//                                                version)
//   prize nights of a Thon ............ primary  prizeNight: pk=event, sk=night date (created only
//                                                if absent: one lock per night; a dead run's lease
//                                                is taken over)
//   prize awards of a Thon or class ... primary  prizeAward: pk=event, sk=team#participant#level
//                                                (one Query; a class is begins_with team; created
//                                                only if absent; every move conditioned on the
//                                                state read)
//   carts of a calculation key ........ primary  prizeCartClaim: pk=user#key hash (created only if
//                                                absent; each cart recorded and the state moved
//                                                conditioned on the run id; expiresAt 30 days)
// Event day (docs/event-day.md):
//   tallies of a Thon ................. primary  lapTally: pk=event, sk=participant (GetItem of one
//                                                runner; one Query for the roster, the screen and
//                                                the units job; created only if absent with its
//                                                token claim; a counted lap is one conditional
//                                                UpdateItem in the scan's transaction)
//   runner of a lap token ............. primary  lapTokenClaim: pk=lap token (GetItem per scan;
//                                                created only if absent; a revoke deletes the old
//                                                and creates the new with the tally's change)
//   scans of a runner ................. primary  lapScan: pk=event#participant, sk=scan id (created
//                                                only if absent: a resent scan writes nothing;
//                                                ListRunnerLaps' one Query)
//   counting codes of a Thon .......... primary  countingCode: pk=event, sk=code id (GetItem when a
//                                                phone presents one; one Query for the list and
//                                                the cap on active codes)
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  /** Epoch seconds. DynamoDB deletes lazily (and moto never does), so readers check it too. */
  timeToLiveAttribute: 'expiresAt',
} as const;
