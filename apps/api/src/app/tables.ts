export * from '../modules/auth/auth.table';
export * from '../modules/auth/password-reset.table';
export * from '../modules/locations/locations.table';
export * from '../modules/mail/mail.table';
export * from '../modules/manufacturers/manufacturers.table';
export * from '../modules/retailers/retailers.table';
export * from '../modules/products/products.table';
export * from '../platform/rate-limit.table';
