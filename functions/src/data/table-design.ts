// The single DynamoDB table: keys and global secondary indexes. CDK builds the table from this,
// the local bootstrap reads it back out of the synthesized template, entities map onto it.
//
// Access patterns (each one GetItem or one Query; no Scan on any request path):
//   event by id ..................... primary  pk=event id
//   event id by event code .......... primary  pk=event code claim (GetItem)
//   events of an organization ....... gsi1     gsi1pk=organization
//   participant by access code ...... primary  pk=access code claim (GetItem)
//   participants of an event/team ... gsi1     gsi1pk=event, gsi1sk=team#participant
//   participants of a user/parent ... gsi2     gsi2pk=user or parent
//   user by username ................ primary  pk=username claim (GetItem)
//   sessions of a user .............. gsi1     gsi1pk=user (password reset ends them all)
//   user by email ................... primary  pk=email claim (GetItem; emails are unique)
//   user by social account .......... primary  pk=provider link, provider#key (GetItem)
//   sign-in session by id ........... primary  pk=session id (GetItem)
//   activity of a session and type .. primary  pk=session, sk=activity type (conditional create)
//   failed attempts of a subject .... primary  pk=subject, sk=window start (GetItem; atomic ADD)
//   password reset by token ......... primary  pk=SHA-256 of the emailed token (GetItem; removed on use)
//   single-sign-on code ............. primary  pk=SHA-256 of the one-time code (removed on use)
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
