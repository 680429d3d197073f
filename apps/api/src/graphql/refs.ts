import type { UserRow } from '../modules/auth/auth.table';
import type { LocationRow } from '../modules/locations/locations.table';
import type { ManufacturerRow } from '../modules/manufacturers/manufacturers.table';
import type { ProductRow } from '../modules/products/products.table';
import type { StoreRow } from '../modules/retailers/retailers.table';
import { builder } from './builder';

/** Object types are declared here and implemented in their modules, so modules can point at each other. */
export const UserRef = builder.objectRef<UserRow>('User');
export const LocationRef = builder.objectRef<LocationRow>('Location');
export const ManufacturerRef = builder.objectRef<ManufacturerRow>('Manufacturer');
export const StoreRef = builder.objectRef<StoreRow>('Store');
export const ProductRef = builder.objectRef<ProductRow>('Product');
