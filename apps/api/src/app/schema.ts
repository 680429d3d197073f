import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../platform/graphql/builder';
import '../platform/graphql/scalars';
import '../modules/analytics/analytics.graphql';
import '../modules/auth/auth.graphql';
import '../modules/account/account.graphql';
import '../modules/locations/locations.graphql';
import '../modules/manufacturers/manufacturers.graphql';
import '../modules/products/products.graphql';
import '../modules/retailers/retailers.graphql';
import '../modules/routing/routing.graphql';
import '../modules/cart/cart.graphql';
import '../modules/orders/orders.graphql';
import '../modules/addresses/addresses.graphql';
import '../modules/favourites/favourites.graphql';
import '../modules/batches/batches.graphql';
import '../modules/batches/unit-codes.graphql';
import '../modules/batches/batch-supplies.graphql';
import '../modules/verification/verification.graphql';
import '../modules/verification/verification-stats.graphql';
import '../modules/reviews/reviews.graphql';

export const schema = builder.toSchema();

/** The SDL committed as apps/api/schema.graphql. */
export const printedSchema = () => printSchema(lexicographicSortSchema(schema));
