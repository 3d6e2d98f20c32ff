import { describe, expect, it } from '@jest/globals';
import { vehicleDetail, vehicleTitle } from './vehicle-title';

const outback = {
  year: 2026,
  make: 'Subaru',
  model: 'Outback',
  trim: 'Touring',
  data: { Description: 'New 2026 Subaru Outback Touring' },
};

describe('vehicle titles (issue 37, finding 5)', () => {
  it('finding 5: a vehicle title names year, make, model once, and the detail adds only what the title does not say', () => {
    expect(vehicleTitle(outback)).toBe('2026 Subaru Outback');
    expect(vehicleDetail(outback)).toBe('Touring');
    expect(vehicleTitle(outback, { detail: true })).toBe('2026 Subaru Outback Touring');
    expect(`${vehicleTitle(outback)} ${vehicleDetail(outback)}`).not.toMatch(/Outback.*Outback/);
  });

  it('finding 5: names the listing type once when the screen asks for it, never twice from the description', () => {
    expect(vehicleTitle(outback, { listingType: 'New', detail: true })).toBe('New 2026 Subaru Outback Touring');
    const used = { ...outback, data: { Description: 'Pre-owned 2026 Subaru Outback Touring' } };
    expect(vehicleTitle(used, { listingType: 'Used', detail: true })).toBe('Used 2026 Subaru Outback Touring');
    expect(vehicleDetail({ ...outback, data: { Description: 'Certified Pre-Owned 2026 SUBARU outback Touring XT' } })).toBe('Touring XT');
  });

  it('finding 5: takes out the words in any order and in any case, with makes and models of several words or signs', () => {
    const rover = {
      year: 2024,
      make: 'Land Rover',
      model: 'Range Rover Sport',
      trim: '',
      data: { Description: 'Used Land Rover Range Rover Sport 2024 SE' },
    };
    expect(vehicleDetail(rover)).toBe('SE');
    const ford = { year: 2023, make: 'Ford', model: 'F-150', trim: 'XLT SuperCrew', data: { Description: 'ford f-150 XLT SuperCrew' } };
    expect(vehicleTitle(ford, { detail: true })).toBe('2023 Ford F-150 XLT SuperCrew');
  });

  it('finding 5: uses the trim when there is no description, less a model it repeats', () => {
    expect(vehicleDetail({ year: 2021, make: 'Toyota', model: 'Camry', trim: 'SE' })).toBe('SE');
    expect(vehicleDetail({ year: 2021, make: 'Subaru', model: 'Outback', trim: 'Outback Touring', data: { Description: '' } })).toBe(
      'Touring',
    );
    expect(vehicleDetail({ year: 2021, make: 'Toyota', model: 'Camry', trim: '' })).toBe('');
  });

  it('keeps a description of its own whole, and does not cut a word that only starts like the model', () => {
    const tradeIn = { year: 2019, make: 'Honda', model: 'Accord', trim: '', data: { Description: 'One owner, full service history.' } };
    expect(vehicleDetail(tradeIn)).toBe('One owner, full service history.');
    expect(vehicleDetail({ ...tradeIn, data: { Description: 'New tires, one owner.' } })).toBe('New tires, one owner.');
    expect(vehicleDetail({ year: 2020, make: 'Kia', model: 'Soul', trim: '', data: { Description: 'Soulful red, new tires' } })).toBe(
      'Soulful red, new tires',
    );
    expect(vehicleDetail({ year: 2020, make: 'Kia', model: 'Soul', trim: 'Newport' })).toBe('Newport');
  });

  it('leaves out what a listing post does not have yet', () => {
    expect(vehicleTitle({ year: 2022, make: 'Toyota', model: null })).toBe('2022 Toyota');
    expect(vehicleTitle({ year: null, make: null, model: null })).toBe('');
  });
});
