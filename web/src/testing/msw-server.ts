// One msw server for every web test; tests add handlers with server.use(...).
import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';
import { participantHandlers } from './participant-handlers';
import { payoutApi } from './payout-handlers';

export const server = setupServer(...defaultHandlers, ...participantHandlers, ...payoutApi().handlers);
