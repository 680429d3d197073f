import { describe, expect, it } from 'vitest';
import { addressFormDefaults, toSaveAddressInput } from './address-form-values';
import type { SavedAddress } from './api/get-my-addresses';

const HOME: SavedAddress = {
  id: 'a1',
  label: 'Home',
  recipientName: 'Amina Bello',
  phone: '+2348031234567',
  fullAddress: '12 Allen Avenue, Ikeja, Lagos',
  latitude: 6.6,
  longitude: 3.35,
  isDefault: true,
};

const values = { label: 'Home', recipientName: 'Amina Bello', phone: '0803 123 4567', isDefault: false };

describe('toSaveAddressInput', () => {
  it('a new address has no id and is placed by the server', () => {
    expect(toSaveAddressInput({ ...values, fullAddress: '3 Broad Street, Lagos' }, null)).toEqual({
      ...values,
      fullAddress: '3 Broad Street, Lagos',
      latitude: null,
      longitude: null,
    });
  });

  it('an edit that keeps the address text keeps its place on the map', () => {
    const input = toSaveAddressInput({ ...values, fullAddress: HOME.fullAddress }, HOME);
    expect(input).toMatchObject({ id: 'a1', latitude: 6.6, longitude: 3.35 });
  });

  it('an edit with a new address text is placed again', () => {
    const input = toSaveAddressInput({ ...values, fullAddress: '3 Broad Street, Lagos' }, HOME);
    expect(input).toMatchObject({ id: 'a1', latitude: null, longitude: null });
  });
});

describe('addressFormDefaults', () => {
  it('starts empty for a new address and from the saved values to edit', () => {
    expect(addressFormDefaults(null)).toEqual({
      label: '',
      recipientName: '',
      phone: '',
      fullAddress: '',
      isDefault: false,
    });
    expect(addressFormDefaults(HOME)).toMatchObject({ label: 'Home', phone: '+234 803 123 4567', isDefault: true });
  });
});
