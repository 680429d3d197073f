import { koboToNaira } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { ProductRef } from '../products/products.graphql';
import type { CartService, PricedCart } from './cart.service';
import type { PricedLine } from './cart-pricing';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    cart: CartService;
  }
}

const CartLineProblem = builder.enumType('CartLineProblem', {
  values: {
    DELETED: { description: 'The product is no longer sold.' },
    OUT_OF_STOCK: { description: 'None is left.' },
    QUANTITY_CAPPED: { description: 'Fewer are left than asked for: quantity is what can be bought.' },
  },
});

const CartLineRef = builder.objectRef<PricedLine>('CartLine').implement({
  description: "A cart line priced by the server now (the product's current price and stock).",
  fields: (t) => ({
    productId: t.exposeString('productId'),
    product: t.field({ type: ProductRef, nullable: true, resolve: (line) => line.product }),
    requestedQuantity: t.exposeInt('requestedQuantity'),
    quantity: t.exposeInt('quantity', { description: 'What can be bought: the request capped at the stock.' }),
    unitPrice: t.float({ description: 'Price now, in naira.', resolve: (line) => koboToNaira(line.unitPriceKobo) }),
    lineTotal: t.float({
      description: 'unitPrice × quantity, in naira.',
      resolve: (line) => koboToNaira(line.unitPriceKobo * line.quantity),
    }),
    problem: t.field({ type: CartLineProblem, nullable: true, resolve: (line) => line.problem }),
    message: t.exposeString('message', { nullable: true }),
  }),
});

const CartRef = builder.objectRef<PricedCart>('Cart').implement({
  fields: (t) => ({
    lines: t.field({ type: [CartLineRef], resolve: (cart) => cart.lines }),
    subtotal: t.float({
      description: 'What the lines that can be bought cost now, in naira (before delivery).',
      resolve: (cart) => koboToNaira(cart.lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0)),
    }),
    canCheckOut: t.boolean({
      description: 'True when every line can be bought as asked (nothing deleted, out of stock or capped).',
      resolve: (cart) => cart.lines.length > 0 && cart.lines.every((l) => l.problem === null),
    }),
  }),
});

export const CartLineInput = builder.inputType('CartLineInput', {
  fields: (t) => ({ productId: t.string(), quantity: t.int() }),
});

builder.queryFields((t) => ({
  cart: t.field({
    type: CartRef,
    description: "The signed-in user's cart, priced now.",
    resolve: (_root, _args, { services, viewer }) => services.cart.cart(viewer),
  }),
  priceCart: t.field({
    type: CartRef,
    description: 'Prices any cart (the browser keeps one before sign-in) from the server in one query.',
    args: { lines: t.arg({ type: [CartLineInput], required: true }) },
    resolve: (_root, { lines }, { services }) => services.cart.price(lines),
  }),
}));

builder.mutationFields((t) => ({
  setCartLine: t.field({
    type: CartRef,
    description: "Sets a product's quantity in the signed-in user's cart (adds it when new).",
    args: { productId: t.arg.string(), quantity: t.arg.int() },
    resolve: (_root, { productId, quantity }, { services, viewer }) =>
      services.cart.setLine(viewer, productId, quantity),
  }),
  removeCartLine: t.field({
    type: CartRef,
    args: { productId: t.arg.string() },
    resolve: (_root, { productId }, { services, viewer }) => services.cart.removeLine(viewer, productId),
  }),
  mergeCart: t.field({
    type: CartRef,
    description: "Adds the browser's cart to the server's on log-in: quantities added, capped at the stock.",
    args: { lines: t.arg({ type: [CartLineInput], required: true }) },
    resolve: (_root, { lines }, { services, viewer }) => services.cart.merge(viewer, lines),
  }),
}));
