/** Shape of the committed `vehicle-dataset.json.gz` that `build-dataset.ts` derives from vPIC. */

export interface ModelEntry {
  years: number[];
  trims: string[];
  vehicleTypes: string[];
}

/** A real VIN prefix that vPIC decodes to exactly this year, make and model: positions 1-8,
 * 10 and 11 are fixed, the serial (12-17) may vary and position 9 is recomputed. */
export interface VinTemplate {
  make: string;
  model: string;
  year: number;
  trim: string;
  /** Positions 1-8. */
  vds: string;
  /** Positions 10-11 (model year code and plant). */
  yearAndPlant: string;
  bodyStyle: string;
  fuelType: string;
  engine: string;
  driveType: string;
  transmission: string;
  doors: string;
}

export interface VehicleDataset {
  source: string;
  builtAt: string;
  /** make → model → entry, passenger cars, MPVs and trucks of model years 1995..build year + 1. */
  makes: Record<string, Record<string, ModelEntry>>;
  /** The makes of `makes` that build passenger vehicles in series (build-dataset.ts says how), sorted. */
  passengerMakes: string[];
  vinTemplates: VinTemplate[];
}
