import { koboToNaira } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { connectionOf, pageArgs } from '../../platform/graphql/paging';
import { resolveAssetUrl } from '../../platform/graphql/urls';
import { listWindow } from '../../platform/paging';
import { CartLineInput } from '../cart/cart.graphql';
import { ManufacturerRef } from '../manufacturers/manufacturers.graphql';
import { thumbnailUrlFor } from '../uploads/images';
import { canMove } from './order-rules';
import type { OrderPaymentsService } from './order-payments.service';
import { ORDER_SORTS, type CheckoutResult, type OrdersService } from './orders.service';
import {
  ORDER_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type DeliverySettingsRow,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.table';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    orders: OrdersService;
    orderPayments: OrderPaymentsService;
  }
}

const OrderStatus = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
const PaymentMethod = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
const PaymentStatus = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
const OrderActor = builder.enumType('OrderActor', { values: ORDER_ACTORS });
const OrderSort = builder.enumType('OrderSort', { values: ORDER_SORTS });
const naira = (kobo: number) => koboToNaira(kobo);

export const OrderLineRef = builder.objectRef<OrderLineRow>('OrderLine').implement({
  description: 'A product bought, with its name, price and image as they were at purchase.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeString('productId', { nullable: true, description: 'Null once the product is deleted.' }),
    name: t.exposeString('name'),
    unitPrice: t.float({ description: 'Naira.', resolve: (l) => naira(l.unitPriceKobo) }),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.float({ description: 'Naira.', resolve: (l) => naira(l.unitPriceKobo * l.quantity) }),
    imageUrl: t.string({ resolve: (l, _a, ctx) => resolveAssetUrl(l.imageUrl, ctx) ?? '' }),
    thumbnailUrl: t.string({
      resolve: (l, _a, ctx) => resolveAssetUrl(thumbnailUrlFor(l.imageUrl), ctx) ?? '',
    }),
  }),
});

const OrderEventRef = builder.objectRef<OrderEventRow>('OrderEvent').implement({
  description: "A step of the order's timeline: the status it took, who moved it, and when.",
  fields: (t) => ({
    status: t.field({ type: OrderStatus, resolve: (e) => e.status }),
    actor: t.field({ type: OrderActor, resolve: (e) => e.actor }),
    note: t.exposeString('note', { nullable: true }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
  }),
});

const DeliveryAddress = builder.objectRef<OrderRow>('DeliveryAddress').implement({
  fields: (t) => ({
    fullAddress: t.exposeString('deliveryAddress'),
    latitude: t.exposeFloat('deliveryLatitude', { nullable: true }),
    longitude: t.exposeFloat('deliveryLongitude', { nullable: true }),
  }),
});

interface StoreContact {
  name: string;
  email: string;
  address: string;
}

const StoreContactRef = builder.objectRef<StoreContact>('StoreContact').implement({
  description: 'How to reach the store about an order: only on an order, so only its shopper and its store see it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The store's display name." }),
    email: t.exposeString('email', { description: "The store owner's email address." }),
    address: t.exposeString('address', { description: "The store's address." }),
  }),
});

export const OrderRef = builder.objectRef<OrderRow>('Order');

OrderRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'KSW- and six characters, e.g. KSW-7QH2MX.' }),
    status: t.field({ type: OrderStatus, resolve: (o) => o.status }),
    paymentMethod: t.field({ type: PaymentMethod, resolve: (o) => o.paymentMethod }),
    paymentStatus: t.field({ type: PaymentStatus, resolve: (o) => o.paymentStatus }),
    subtotal: t.float({ description: 'Naira.', resolve: (o) => naira(o.subtotalKobo) }),
    deliveryFee: t.float({ description: 'Naira.', resolve: (o) => naira(o.deliveryFeeKobo) }),
    total: t.float({ description: 'Naira.', resolve: (o) => naira(o.totalKobo) }),
    deliveryAddress: t.field({ type: DeliveryAddress, resolve: (o) => o }),
    recipientName: t.exposeString('recipientName'),
    phone: t.exposeString('phone', { description: 'E.164, e.g. +2348031234567.' }),
    note: t.exposeString('note', { nullable: true }),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
    manufacturerId: t.exposeString('manufacturerId'),
    manufacturer: t.field({
      type: ManufacturerRef,
      resolve: async (o, _a, { loaders }) => {
        const store = await loaders.manufacturer.load(o.manufacturerId);
        if (!store) throw new Error(`order ${o.id} has no manufacturer ${o.manufacturerId}`);
        return store;
      },
    }),
    storeContact: t.field({
      type: StoreContactRef,
      description: "How to reach the store: its owner's email and its address.",
      resolve: async (o, _a, { loaders }) => {
        const store = await loaders.manufacturer.load(o.manufacturerId);
        if (!store) throw new Error(`order ${o.id} has no manufacturer ${o.manufacturerId}`);
        const [owner, location] = await Promise.all([
          loaders.user.load(store.ownerId),
          loaders.location.load(store.locationId),
        ]);
        if (!owner || !location) throw new Error(`manufacturer ${store.id} has no owner or no location`);
        return { name: store.name, email: owner.email, address: location.fullAddress };
      },
    }),
    // An order's lists are short by construction; `take` lets the query-cost rule count them so.
    lines: t.field({
      type: [OrderLineRef],
      args: { take: t.arg.int({ description: 'At most 100; an order holds at most 50 lines.' }) },
      resolve: async (o, { take }, { loaders }) =>
        (await loaders.orderLines.load(o.id)).slice(0, listWindow(take, 0).take),
    }),
    itemCount: t.int({
      description: "How many units the order holds (its lines' quantities added up), without listing them.",
      resolve: async (o, _args, { loaders }) =>
        (await loaders.orderLines.load(o.id)).reduce((sum, line) => sum + line.quantity, 0),
    }),
    lineCount: t.int({
      description: 'How many different products the order holds (its lines), without listing them.',
      resolve: async (o, _args, { loaders }) => (await loaders.orderLines.load(o.id)).length,
    }),
    timeline: t.field({
      type: [OrderEventRef],
      args: { take: t.arg.int({ description: 'At most 100; an order has at most five steps.' }) },
      resolve: async (o, { take }, { loaders }) =>
        (await loaders.orderEvents.load(o.id)).slice(0, listWindow(take, 0).take),
    }),
    shopperCanCancel: t.boolean({
      description: 'Whether the viewer, as its shopper, may still cancel it (before it ships); false for its store.',
      resolve: (o, _args, { viewer }) => viewer?.userId === o.shopperId && canMove('SHOPPER', o.status, 'CANCELLED'),
    }),
    paymentUrl: t.string({
      nullable: true,
      description:
        'Where its shopper can pay it by card now: while a card order waits unpaid (30 minutes), else null; always null for anyone but its shopper.',
      resolve: async (o, _args, { viewer, loaders }) =>
        viewer?.userId === o.shopperId &&
        o.paymentMethod === 'CARD' &&
        o.paymentStatus === 'UNPAID' &&
        o.status !== 'CANCELLED'
          ? ((await loaders.orderCheckouts.load(o.checkoutId))?.paymentRedirectUrl ?? null)
          : null,
    }),
    storeNextStatuses: t.field({
      type: [OrderStatus],
      description: 'The statuses the store may move it to now (CANCELLED needs a reason).',
      resolve: (o) => ORDER_STATUSES.filter((to) => canMove('MANUFACTURER', o.status, to)),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (o) => o.updatedAt }),
  }),
});

const OrderConnection = connectionOf('Order', OrderRef);

const CheckoutResultRef = builder.objectRef<CheckoutResult>('PlaceOrderResult').implement({
  fields: (t) => ({
    orders: t.field({
      type: [OrderRef],
      description: 'One order per brand store (at most 50: a checkout holds at most 50 products).',
      args: { take: t.arg.int({ description: 'At most 100.' }) },
      resolve: (r, { take }) => r.orders.slice(0, listWindow(take, 0).take),
    }),
    paymentRedirectUrl: t.exposeString('paymentRedirectUrl', {
      nullable: true,
      description: 'Where to send the shopper to pay by card; null for pay on delivery.',
    }),
  }),
});

type DeliveryCharge = Pick<DeliverySettingsRow, 'feeKobo' | 'freeAboveKobo'>;
/** A store without settings charges nothing (the field is non-null, so it answers this rather than null). */
const NO_DELIVERY_CHARGE: DeliveryCharge = { feeKobo: 0, freeAboveKobo: null };

const DeliverySettingsRef = builder.objectRef<DeliveryCharge>('DeliverySettings').implement({
  description: 'What the store charges for delivery on each order.',
  fields: (t) => ({
    fee: t.float({ description: 'Naira; 0 when not set.', resolve: (s) => naira(s.feeKobo) }),
    freeAbove: t.float({
      nullable: true,
      description: 'Orders of at least this subtotal (naira) ship free; null: never free.',
      resolve: (s) => (s.freeAboveKobo == null ? null : naira(s.freeAboveKobo)),
    }),
  }),
});

builder.objectField(ManufacturerRef, 'deliverySettings', (t) =>
  t.field({
    type: DeliverySettingsRef,
    resolve: async (m, _a, { loaders }) => (await loaders.deliverySettings.load(m.id)) ?? NO_DELIVERY_CHARGE,
  }),
);

const DeliveryAddressInput = builder.inputType('DeliveryAddressInput', {
  fields: (t) => ({ fullAddress: t.string(), latitude: t.float(), longitude: t.float() }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ description: 'A random key per checkout: sending it again returns the same orders.' }),
    lines: t.field({ type: [CartLineInput] }),
    address: t.field({ type: DeliveryAddressInput }),
    addressId: t.string({
      description:
        "One of the shopper's saved addresses instead of address; its recipient and phone fill those left empty.",
    }),
    recipientName: t.string(),
    phone: t.string({ description: 'A Nigerian number as people write it: 0803 123 4567, +234 803 123 4567.' }),
    note: t.string(),
    paymentMethod: t.field({ type: PaymentMethod }),
    expectedTotal: t.field({
      type: 'NumberOrString',
      description:
        'Naira: the total the shopper was shown. When the total differs now (a price or a delivery fee changed), nothing is placed (CONFLICT, field expectedTotal).',
    }),
  }),
});

const UpdateOrderStatusInput = builder.inputType('UpdateOrderStatusInput', {
  fields: (t) => ({
    number: t.string(),
    status: t.field({ type: OrderStatus }),
    reason: t.string({ description: 'Required when cancelling.' }),
  }),
});

const DeliverySettingsInput = builder.inputType('DeliverySettingsInput', {
  fields: (t) => ({
    manufacturerId: t.string(),
    fee: t.field({ type: 'NumberOrString', description: 'Naira, e.g. "1500".' }),
    freeAbove: t.field({ type: 'NumberOrString', description: 'Naira; empty or null: never free.' }),
  }),
});

builder.queryFields((t) => ({
  myOrders: t.field({
    type: OrderConnection,
    description: "The signed-in shopper's orders, newest first.",
    args: { status: t.arg({ type: [OrderStatus], description: 'Any of these statuses.' }), ...pageArgs(t.arg) },
    resolve: (_root, { status, first, after }, { services, viewer }) =>
      services.orders.myOrders(viewer, { statuses: status, first, after }),
  }),
  order: t.field({
    type: OrderRef,
    nullable: true,
    description: 'An order by its number, for its shopper or its store; null for anyone else.',
    args: { number: t.arg.string({ required: true }) },
    resolve: (_root, { number }, { services, viewer }) => services.orders.findForViewer(viewer, number),
  }),
  manufacturerOrders: t.field({
    type: OrderConnection,
    description: "A page of one of the viewer's stores' orders.",
    args: {
      manufacturerId: t.arg.string({ required: true }),
      status: t.arg({ type: [OrderStatus], description: 'Any of these statuses.' }),
      search: t.arg.string({ description: 'Part of the order number or of the customer name.' }),
      sort: t.arg({ type: OrderSort, defaultValue: 'NEWEST' }),
      ...pageArgs(t.arg),
    },
    resolve: (_root, { manufacturerId, status, search, sort, first, after }, { services, viewer }) =>
      services.orders.manufacturerOrders(viewer, manufacturerId, { statuses: status, search, sort, first, after }),
  }),
  paymentMethods: t.field({
    type: [PaymentMethod],
    description: 'The ways the checkout can take payment now: pay on delivery always, card when a provider is set up.',
    resolve: (_root, _args, { services }) =>
      services.orderPayments.cardEnabled ? (['PAY_ON_DELIVERY', 'CARD'] as const) : (['PAY_ON_DELIVERY'] as const),
  }),
  newOrderCount: t.int({
    description: "How many of the store's orders are PENDING (waiting for the store to confirm).",
    args: { manufacturerId: t.arg.string({ required: true }) },
    resolve: (_root, { manufacturerId }, { services, viewer }) => services.orders.newOrderCount(viewer, manufacturerId),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: CheckoutResultRef,
    description: 'Places one order per brand store, in one transaction. Needs a signed-in user.',
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: (_root, { input }, { services, viewer, siteUrl }) => services.orders.placeOrder(viewer, input, siteUrl),
  }),
  confirmPayment: t.field({
    type: CheckoutResultRef,
    description:
      'The shopper is back from the card payment page (/checkout/return?reference=): checks the payment with ' +
      "the provider and answers the checkout's orders, marked PAID when it was paid in full.",
    args: { reference: t.arg.string({ description: 'The reference the payment page sent back (the checkout id).' }) },
    resolve: (_root, { reference }, { services, viewer }) => services.orderPayments.confirmReturn(viewer, reference),
  }),
  cancelOrder: t.field({
    type: OrderRef,
    description: 'The shopper cancels their order (before it ships).',
    args: { number: t.arg.string(), reason: t.arg.string() },
    resolve: (_root, { number, reason }, { services, viewer, siteUrl }) =>
      services.orders.cancelAsShopper(viewer, number, reason, siteUrl),
  }),
  updateOrderStatus: t.field({
    type: OrderRef,
    description: 'The store moves its order on, or cancels it with a reason (before delivery).',
    args: { input: t.arg({ type: UpdateOrderStatusInput, required: true }) },
    resolve: (_root, { input }, { services, viewer, siteUrl }) =>
      services.orders.moveAsManufacturer(viewer, input, siteUrl),
  }),
  setDeliverySettings: t.field({
    type: DeliverySettingsRef,
    description: "The store's delivery fee and free-delivery threshold.",
    args: { input: t.arg({ type: DeliverySettingsInput, required: true }) },
    resolve: (_root, { input }, { services, viewer }) => services.orders.setDeliverySettings(viewer, input),
  }),
}));
