// The lazily loaded route module for /dev/outbox (registered only in dev builds).
export { outboxLoader as loader } from './outbox-loader';
export { OutboxPage as Component } from './outbox-page';
