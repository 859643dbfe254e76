// AddParticipantTestGroupData: stores the experiment assignment on the participant; the student
// page shows the variant it names (desktop or mobile).
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type { experimentDataRequestSchema } from '@thon/shared/api/schemas/participants';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { isEntitledTo } from './entitlement';
import { studentPageVariant } from './participant-entry';
import type { ParticipantAccessReads, ParticipantStore } from './ports';

export interface ExperimentDataDeps {
  access: ParticipantAccessReads;
  participants: Pick<ParticipantStore, 'getParticipant' | 'setParticipantExperiment'>;
}

export async function storeExperimentData(
  deps: ExperimentDataDeps,
  caller: Caller,
  data: z.infer<typeof experimentDataRequestSchema>,
) {
  const participant = await deps.participants.getParticipant(data.ParticipantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  if (!(await isEntitledTo(deps.access, caller, participant))) throw new Forbidden();
  await deps.participants.setParticipantExperiment(participant.participantId, {
    gaUserId: data.GA_UserId,
    experimentId: data.G_ExperimentId,
    variantId: data.G_VariantId,
    variantName: data.G_VariantName,
    containerId: data.E_ContainerId,
  });
  return { StudentPageVariant: studentPageVariant(data.G_VariantName) };
}
