import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { Offer } from '@dtn/contracts/entities/offer';
import { ApiError, problemFrom } from '../../../shared/api/api-problem';
import { FakeApi } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import { inventoryItem, offerOn } from '../common/test-fixtures';
import DetailPage from './detail-page';

function renderDetail(item: InventoryItem, { offer = null as Offer | null, user = testUser() } = {}) {
  const api = new FakeApi().on(`GET /api/inventory/vin/${item.vin}`, item).on(`GET /api/offer/user/inventory/${item.id}`, offer);
  return renderWithApp(<DetailPage />, { api, user, route: `/inventorydetail/${item.vin}`, path: '/inventorydetail/:vin' });
}

const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('inventory detail', () => {
  it('shows the badge, title, dealership, USD price and the field list', async () => {
    const item = inventoryItem({ year: 2020, make: 'Ford', model: 'F-150', listingType: 'USED', stockNumber: 'A123' });
    renderDetail(item);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('2020 Ford F-150 XLT SuperCrew 4WD');
    expect(screen.getAllByText('Used')[0]?.className).toContain('badge');
    expect(screen.getByTestId('dealership').textContent).toBe('Lone Star Ford');
    expect(screen.getByText('Dallas, TX')).toBeTruthy();
    expect(screen.getByTestId('list-price').textContent).toBe('List price $41,999.50');
    expect(fieldValue('VIN')).toBe(item.vin);
    expect(fieldValue('Listing type')).toBe('Used');
    expect(fieldValue('Stock number')).toBe('A123');
    expect(fieldValue('Odometer')).toBe('34,500 mi');
    expect(fieldValue('Engine')).toBe('3.5L V6');
    expect(fieldValue('Interior color')).toBe('Black');
    expect(fieldValue('Exterior color')).toBe('Oxford White');
    expect(fieldValue('Fuel type')).toBe('Gasoline');
    expect(fieldValue('Transmission')).toBe('Automatic');
    expect(fieldValue('Vehicle style')).toBe('Pickup');
    for (const name of ['Service records', 'Vehicle history report', 'Window sticker']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByText('Vehicle sold')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View post' })).toBeNull();
  });

  it('finding 5: a vehicle title names year, make, model once when the description repeats them', async () => {
    const item = inventoryItem({
      year: 2026,
      make: 'Subaru',
      model: 'Outback',
      trim: 'Touring',
      listingType: 'NEW',
      data: { Description: 'New 2026 Subaru Outback Touring', 'List Price': '38995' },
    });
    renderDetail(item);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('2026 Subaru Outback Touring');
  });

  it('uses the trim when there is no description, and the unknown placeholder without images', async () => {
    const item = inventoryItem({ trim: 'Lariat', data: { 'List Price': '1000' } });
    renderDetail(item);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('2020 Ford F-150 Lariat');
    expect(screen.getByRole('img', { name: 'No images available' }).getAttribute('src')).toBe('/media/placeholder/unknown.svg');
  });

  it('a sold vehicle shows the vehicle-sold message; a trade-in with a post links to it', async () => {
    const postId = '00000000-0000-4000-8000-00000000p001';
    const item = inventoryItem({ sold: true, tradeIn: true, postId, images: ['/media/a.jpg', '/media/b.jpg'] });
    renderDetail(item);
    expect(await screen.findByText('Vehicle sold', { selector: 'p.display-5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(`/post/${postId}`);
    expect(screen.getAllByRole('img', { name: /image \d/ })).toHaveLength(2);
  });

  it('no offer yet: no bids yet and a create-bid button', async () => {
    const item = inventoryItem();
    renderDetail(item);
    const panel = await screen.findByTestId('bid-panel');
    expect(await within(panel).findByText('No bids yet')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Create bid' }).getAttribute('href')).toBe(`/createoffer/${item.vin}`);
  });

  it.each([
    ['bidding-transportation', 'Review transport bids', 'create'],
    ['bid', 'Add offer', 'create'],
    ['submitted', 'View current offer', 'details'],
    ['won', 'View winning offer', 'details'],
    ['cancelled', 'View cancelled offer', 'details'],
  ] as const)('offer %s: %s', async (status, label, target) => {
    const item = inventoryItem();
    renderDetail(item, { offer: offerOn(item, status) });
    const link = await within(await screen.findByTestId('bid-panel')).findByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(target === 'create' ? `/createoffer/${item.vin}` : `/myofferdetails/${item.id}`);
  });

  it('offer lost: vehicle sold', async () => {
    const item = inventoryItem();
    renderDetail(item, { offer: offerOn(item, 'lost') });
    const panel = await screen.findByTestId('bid-panel');
    expect(await within(panel).findByText('Vehicle sold')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('without CreateOffer, UpdateOffer or ViewOffer an empty placeholder shows instead of the panel', async () => {
    const item = inventoryItem();
    const { api } = renderDetail(item, { user: testUser({ buyAuthority: false }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('bid-panel-placeholder').textContent).toBe('');
    expect(screen.queryByTestId('bid-panel')).toBeNull();
    expect(api.callsTo('GET', `/api/offer/user/inventory/${item.id}`)).toHaveLength(0);
  });

  it('says what happened when the vehicle cannot be loaded: not found, unauthorized, or the load error with retry', async () => {
    const vin = '1HGCM82633A999999';
    const at = { user: testUser(), route: `/inventorydetail/${vin}`, path: '/inventorydetail/:vin' };
    const notFound = renderWithApp(<DetailPage />, { ...at, api: new FakeApi().failOn('inventoryByVin', 404) });
    expect(await screen.findByText('This vehicle could not be found.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    notFound.unmount();

    const forbidden = renderWithApp(<DetailPage />, { ...at, api: new FakeApi().failOn('inventoryByVin', 403) });
    expect(await screen.findByText('unauthorized')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    forbidden.unmount();

    const item = inventoryItem({ vin });
    let fail = true;
    const api = new FakeApi()
      .on('inventoryByVin', () => {
        if (fail) throw new ApiError(problemFrom(500, { type: 'urn:dtn:problem:internal', detail: 'An unexpected error occurred.' }));
        return item;
      })
      .on('myOfferForVehicle', null);
    renderWithApp(<DetailPage />, { ...at, api });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Ford F-150');
  });
});
