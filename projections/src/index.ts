export { allProjectors } from './all-projectors';
export { createProjectionRunner, type ProjectionRunner, type ProjectionRunnerOptions } from './runner';
export { replayReadModels } from './replay';
export { migrateReadModels } from './migrations/migrate';
export { waitForCatchUp, type WaitForCatchUpOptions } from './wait-for-catch-up';
export type { Projector, ProjectedEvent } from './projector';
