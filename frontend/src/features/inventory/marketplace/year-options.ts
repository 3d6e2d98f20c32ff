import { maxVehicleYear } from '@dtn/contracts/constants';

/** Years offered before a model is chosen (then the model's own years are used): newest first. */
const yearsBack = 40;

export function yearChoices(modelYears: number[], now = new Date()): number[] {
  if (modelYears.length > 0) return [...modelYears].sort((a, b) => b - a);
  const newest = maxVehicleYear(now);
  return Array.from({ length: yearsBack }, (_, index) => newest - index);
}
