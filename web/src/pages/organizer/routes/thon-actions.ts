// The Thon page's route action: the page's changes post here through fetchers (JSON bodies named
// by `intent`), so their pending state, the page's reload afterwards and overlapping submissions
// are React Router's. Each intent belongs to a domain feature, which answers its outcome (an API
// refusal is an outcome the panel shows; anything else is an error for the route's error
// element); this page only hands each body to its feature.
import type { ActionFunctionArgs } from 'react-router';
import {
  isThonEventRequest,
  thonEventOutcome,
  type ThonEventRequest,
} from '@/features/events/routes/thon-event-actions';
import { recordUnitsOutcome, type RecordUnitsRequest } from '@/features/events/routes/record-units';
import {
  messageHiddenOutcome,
  type SetMessageHiddenRequest,
} from '@/features/pledges/signed-in/message-hidden-action';
import {
  recordOfflinePledgeOutcome,
  type RecordOfflinePledgeRequest,
} from '@/features/pledges/signed-in/record-offline-pledge';
import {
  isProcessingRequest,
  processingOutcome,
  type ProcessingRequest,
} from '@/features/processing/routes/processing-actions';
import {
  saveShareTemplatesOutcome,
  type SaveShareTemplatesRequest,
} from '@/features/sharing/routes/share-templates-action';

export type ThonActionRequest =
  | ThonEventRequest
  | ProcessingRequest
  | SaveShareTemplatesRequest
  | SetMessageHiddenRequest
  | RecordUnitsRequest
  | RecordOfflinePledgeRequest;

export async function thonAction({ params, request }: ActionFunctionArgs) {
  const eventId = params.eventId ?? '';
  const body = (await request.json()) as ThonActionRequest;
  if (isThonEventRequest(body)) return thonEventOutcome(eventId, body);
  if (isProcessingRequest(body)) return processingOutcome(eventId, body);
  switch (body.intent) {
    case 'save-share-templates':
      return saveShareTemplatesOutcome(eventId, body);
    case 'set-message-hidden':
      return messageHiddenOutcome(body);
    case 'record-units':
      return recordUnitsOutcome(body);
    case 'record-offline-pledge':
      return recordOfflinePledgeOutcome(body);
  }
}
