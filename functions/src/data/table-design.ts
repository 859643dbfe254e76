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
