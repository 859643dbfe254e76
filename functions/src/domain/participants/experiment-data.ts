// AddParticipantTestGroupData: stores the experiment assignment on the participant; the student
// page shows the variant it names (desktop or mobile).
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type { experimentDataRequestSchema } from '@thon/shared/api/schemas/participants';
import { getParticipant, setParticipantExperiment } from '../../data/repositories/participants-repository';
import type { Caller } from '../../platform/caller';
import { Forbidden, NotFound } from '../errors';
import { isEntitledTo } from './entitlement';
import { studentPageVariant } from './participant-entry';

export async function storeExperimentData(caller: Caller, data: z.infer<typeof experimentDataRequestSchema>) {
  const participant = await getParticipant(data.ParticipantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  if (!(await isEntitledTo(caller, participant))) throw new Forbidden();
  await setParticipantExperiment(participant.participantId, {
    gaUserId: data.GA_UserId,
    experimentId: data.G_ExperimentId,
    variantId: data.G_VariantId,
    variantName: data.G_VariantName,
    containerId: data.E_ContainerId,
  });
  return { StudentPageVariant: studentPageVariant(data.G_VariantName) };
}
