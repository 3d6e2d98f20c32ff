import { describe, it, expect } from '@jest/globals';
import { listMakeGroups, listMakes, listModelYears, listModels, listTrims, modelDetails, vinTemplates } from './catalog';

describe('vehicle catalogue (vPIC)', () => {
  it('lists real makes, sorted', () => {
    const makes = listMakes();
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'Honda', 'Ford', 'Chevrolet']));
    expect([...makes].sort((a, b) => a.localeCompare(b))).toEqual(makes);
  });

  it('finding 3: puts the passenger-vehicle makes first, the one-off builders after', () => {
    const { passengerVehicles, otherMakes } = listMakeGroups();
    expect(passengerVehicles).toEqual(expect.arrayContaining(['Chevrolet', 'Subaru', 'RIVIAN']));
    expect(otherMakes).toContain('1955 Custom Belair');
    expect(otherMakes).not.toContain('Toyota');
    expect([...passengerVehicles, ...otherMakes].sort((a, b) => a.localeCompare(b))).toEqual(listMakes());
  });

  it('knows the Toyota Camry with its model years and trims', () => {
    expect(listModels('Toyota')).toContain('Camry');
    expect(listModels('toyota')).toContain('Camry');
    expect(listModelYears('Toyota', 'Camry')).toContain(2020);
    expect(listTrims('Toyota', 'Camry').length).toBeGreaterThan(0);
    expect(listTrims('Honda', 'Civic').length).toBeGreaterThan(0);
    expect(modelDetails('TOYOTA', 'camry')).toMatchObject({ make: 'Toyota', model: 'Camry' });
  });

  it('answers empty for unknown names', () => {
    expect(listModels('Nope')).toEqual([]);
    expect(listTrims('Toyota', 'Nope')).toEqual([]);
    expect(modelDetails('Toyota', 'Nope')).toBeNull();
  });

  it('ships verified VIN templates for demo inventory', () => {
    expect(vinTemplates().length).toBeGreaterThan(100);
  });
});
