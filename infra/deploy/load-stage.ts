// Loads and checks a stage's file (infra/stages/<stage>.ts). Imported through a fixed table, not
// a path built from the argument, so only the committed stage files can be loaded.
import { checkStageFile, type StageFileCheck } from '../stages/check-stage-file';

export type DeployStage = 'staging' | 'prod';

const stageFiles: Record<DeployStage, () => Promise<{ default: unknown }>> = {
  staging: () => import('../stages/staging'),
  prod: () => import('../stages/prod'),
};

export const stageFilePath = (stage: DeployStage) => `infra/stages/${stage}.ts`;

export async function loadStageFile(stage: DeployStage): Promise<StageFileCheck> {
  const module = await stageFiles[stage]();
  return checkStageFile(stageFilePath(stage), module.default);
}
