// The table's test-Thon outbox as the sharing area's TestOutbox port (checked against the port in
// composition, since the data layer does not import the domain).
import { keepTestOutboxMessage, listTestOutbox } from '../repositories/test-outbox-repository';

export const testOutboxStore = { keep: keepTestOutboxMessage, list: listTestOutbox };
