import type { introspection_types } from '../../graphql-env';

/** The schema's enums, so the list's filters follow apps/api/schema.graphql. */
export type OrderStatus = introspection_types['OrderStatus']['enumValues'];
export type OrderSort = introspection_types['OrderSort']['enumValues'];
