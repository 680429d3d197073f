import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import { resolveAssetUrl } from '../../platform/graphql/urls';
import { thumbnailUrlFor } from '../uploads/images';
import type { VerificationAnswer, VerificationService } from './verification.service';
import { VERIFICATION_RESULTS } from './verification.table';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    verification: VerificationService;
  }
}

const VerificationResultEnum = builder.enumType('VerificationResult', {
  description:
    'GENUINE: first check of a code we issued. ALREADY_VERIFIED: checked before (the label may be copied). ' +
    'EXPIRED / RECALLED: the batch is past its expiry date or recalled (these win over the others). ' +
    'MISTYPED: the check character is wrong (a typing slip). NOT_FOUND: no code of ours.',
  values: VERIFICATION_RESULTS,
});

type Product = NonNullable<VerificationAnswer['product']>;
type Maker = NonNullable<VerificationAnswer['maker']>;
type Batch = NonNullable<VerificationAnswer['batch']>;
type Retailer = VerificationAnswer['retailers'][number];

const VerifiedProductRef = builder.objectRef<Product>('VerifiedProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    imageUrl: t.string({ resolve: (p, _a, ctx) => resolveAssetUrl(p.imageUrl, ctx) ?? '' }),
    thumbnailUrl: t.string({
      resolve: (p, _a, ctx) => resolveAssetUrl(thumbnailUrlFor(p.imageUrl), ctx) ?? '',
    }),
  }),
});

const VerifiedMakerRef = builder.objectRef<Maker>('VerifiedMaker').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'The brand store name.' }),
    slug: t.exposeString('slug', { description: 'The brand store is at /{slug}.' }),
  }),
});

const VerifiedBatchRef = builder.objectRef<Batch>('VerifiedBatch').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    manufactureDate: t.field({ type: 'DateTime', resolve: (b) => b.manufactureDate }),
    expiryDate: t.field({ type: 'DateTime', resolve: (b) => b.expiryDate }),
    recalledAt: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.recalledAt }),
    recallReason: t.exposeString('recallReason', { nullable: true, description: "The maker's reason." }),
  }),
});

const VerifiedRetailerRef = builder.objectRef<Retailer>('VerifiedRetailer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
  }),
});

const CodeVerificationRef = builder.objectRef<VerificationAnswer>('CodeVerification').implement({
  description: 'The answer to one check of a unit code. It is about that code only.',
  fields: (t) => ({
    result: t.field({ type: VerificationResultEnum, resolve: (a) => a.result }),
    code: t.exposeString('code', { description: 'The code as read, in groups of 4.' }),
    verifications: t.exposeInt('verifications', { description: 'Checks of this code so far, this one included.' }),
    firstVerifiedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.firstVerifiedAt }),
    firstVerifiedNear: t.exposeString('firstVerifiedNear', {
      nullable: true,
      description: 'The first place a checker shared, as a town and state ("Ikeja, Lagos").',
    }),
    product: t.field({ type: VerifiedProductRef, nullable: true, resolve: (a) => a.product }),
    maker: t.field({ type: VerifiedMakerRef, nullable: true, resolve: (a) => a.maker }),
    batch: t.field({ type: VerifiedBatchRef, nullable: true, resolve: (a) => a.batch }),
    retailers: t.field({ type: [VerifiedRetailerRef], resolve: (a) => a.retailers }),
    recallAdvice: t.exposeString('recallAdvice', { nullable: true, description: 'For RECALLED: what to do.' }),
  }),
});

const VerifyLocationInput = builder.inputType('VerifyLocationInput', {
  description: 'Where the shopper is, only when they chose to share it.',
  fields: (t) => ({
    latitude: t.float({ required: true }),
    longitude: t.float({ required: true }),
  }),
});

const ReportFakeInput = builder.inputType('ReportFakeInput', {
  fields: (t) => ({
    manufacturerId: t.string({ description: 'The brand on the label.' }),
    productId: t.string({ description: 'The product, when known (from a verified code).' }),
    code: t.string({ description: 'The code on the label, if any.' }),
    photoUrl: t.string({ description: 'A photo uploaded to POST /verify/report-photo (or /upload).' }),
    storeId: t.string({ description: "One of the brand's retailers, where it was bought." }),
    boughtAtAddress: t.string({ description: 'Else the address of the shop.' }),
    note: t.string(),
    email: t.string({ description: 'Optional, for a reply.' }),
  }),
});

type FakeReport = Awaited<ReturnType<VerificationService['reportsOf']>>[number];
const FakeReportRef = builder.objectRef<FakeReport>('FakeReport').implement({
  description: "A shopper's report of a suspected fake of one of your products.",
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeString('productId', { nullable: true }),
    code: t.exposeString('code', { nullable: true }),
    photoUrl: t.string({ resolve: (r, _a, ctx) => resolveAssetUrl(r.photoUrl, ctx) ?? '' }),
    storeId: t.exposeString('storeId', { nullable: true }),
    boughtAtAddress: t.exposeString('boughtAtAddress', { nullable: true }),
    note: t.exposeString('note'),
    email: t.exposeString('email', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const ReportReceiptRef = builder.objectRef<{ id: string; createdAt: Date }>('FakeReportReceipt').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

builder.queryField('manufacturerFakeReports', (t) =>
  t.field({
    type: [FakeReportRef],
    args: { manufacturerId: t.arg.string({ required: true }), ...listArgs(t.arg) },
    description: "Shoppers' reports of suspected fakes of your brand's products, newest first.",
    resolve: (_root, { manufacturerId, take, skip }, { services, viewer }) =>
      services.verification.reportsOf(viewer, manufacturerId, take, skip),
  }),
);

builder.mutationFields((t) => ({
  verifyCode: t.field({
    type: CodeVerificationRef,
    description: 'Checks a unit code printed on a product. No account needed; rate limited per address and per code.',
    args: {
      code: t.arg.string({ required: true }),
      location: t.arg({ type: VerifyLocationInput }),
      email: t.arg.string({ description: 'Optional: to be told if this batch is recalled.' }),
    },
    resolve: (_root, { code, location, email }, { services, clientAddress }) =>
      services.verification.verify({ code, location, email, channel: 'web', checker: { address: clientAddress } }),
  }),
  reportFake: t.field({
    type: ReportReceiptRef,
    description: "Reports a suspected fake to the brand's maker. No account needed.",
    args: { input: t.arg({ type: ReportFakeInput, required: true }) },
    resolve: (_root, { input }, { services, clientAddress, baseUrl }) =>
      services.verification.reportFake(input, { address: clientAddress, baseUrl }),
  }),
}));
