/** "2021 Toyota Camry" — the heading of every vehicle card and of the detail page. */
export function vehicleTitle(vehicle: { year: number; make: string; model: string }): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
