import {
  LIKELY_COPY_CHECKS_OVER,
  LIKELY_COPY_DISTANCE_KM,
  LIKELY_COPY_REASONS,
  VERIFICATION_STATS_DAYS_DEFAULT,
  VERIFICATION_STATS_DAYS_MAX,
  VERIFICATION_STATS_DAYS_MIN,
  VERIFICATION_TIME_ZONE,
} from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import type {
  LikelyCopy,
  VerificationDay,
  VerificationStats,
  VerificationStatsService,
} from './verification-stats.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    verificationStats: VerificationStatsService;
  }
}

const VerificationDayRef = builder.objectRef<VerificationDay>('VerificationDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: `YYYY-MM-DD, in ${VERIFICATION_TIME_ZONE}.` }),
    checks: t.exposeInt('checks'),
    warnings: t.exposeInt('warnings', { description: 'Checks answered ALREADY_VERIFIED, EXPIRED or RECALLED.' }),
  }),
});

const VerificationStatsRef = builder.objectRef<VerificationStats>('VerificationStats').implement({
  description: "Checks of a brand's unit codes over a period (every day of it in `daily`, zeros included).",
  fields: (t) => ({
    from: t.field({ type: 'DateTime', description: 'The start of the first day.', resolve: (s) => s.from }),
    to: t.field({ type: 'DateTime', description: 'Now.', resolve: (s) => s.to }),
    checks: t.exposeInt('checks'),
    genuine: t.exposeInt('genuine'),
    alreadyVerified: t.exposeInt('alreadyVerified'),
    expired: t.exposeInt('expired'),
    recalled: t.exposeInt('recalled'),
    codesVerified: t.exposeInt('codesVerified', { description: 'Different codes checked.' }),
    likelyCopies: t.exposeInt('likelyCopies', { description: 'Codes checked in the period that are likely copies.' }),
    reports: t.exposeInt('reports', { description: 'Reports of fakes received in the period.' }),
    daily: t.field({ type: [VerificationDayRef], resolve: (s) => s.daily }),
  }),
});

const LikelyCopyReasonEnum = builder.enumType('LikelyCopyReason', {
  description:
    `MANY_CHECKS: checked more than ${LIKELY_COPY_CHECKS_OVER} times. ` +
    `FAR_APART: two checks that shared a place were more than ${LIKELY_COPY_DISTANCE_KM} km apart.`,
  values: LIKELY_COPY_REASONS,
});

const LikelyCopyRef = builder.objectRef<LikelyCopy>('LikelyCopy').implement({
  description: 'A unit code whose checks suggest its label was copied.',
  fields: (t) => ({
    unitCodeId: t.exposeID('unitCodeId'),
    serial: t.exposeInt('serial', {
      description: "The unit's number within its batch (the code itself is never kept).",
    }),
    batchId: t.exposeID('batchId'),
    batchNumber: t.exposeString('batchNumber'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
    verifications: t.exposeInt('verifications'),
    firstVerifiedAt: t.field({ type: 'DateTime', resolve: (c) => c.firstVerifiedAt }),
    lastVerifiedAt: t.field({ type: 'DateTime', resolve: (c) => c.lastVerifiedAt }),
    places: t.exposeStringList('places', {
      description: 'Where shoppers who shared a place checked it, first seen first.',
    }),
    farthestApartKm: t.exposeFloat('farthestApartKm', {
      nullable: true,
      description: 'The greatest distance between two checks that shared a place; null with fewer than two.',
    }),
    reasons: t.field({ type: [LikelyCopyReasonEnum], resolve: (c) => c.reasons }),
  }),
});

builder.queryFields((t) => ({
  manufacturerVerificationStats: t.field({
    type: VerificationStatsRef,
    description: "Checks of your brand's codes over the last `days` days, today included (your brand's owner only).",
    args: {
      manufacturerId: t.arg.string({ required: true }),
      days: t.arg.int({
        defaultValue: VERIFICATION_STATS_DAYS_DEFAULT,
        description: `${VERIFICATION_STATS_DAYS_MIN} to ${VERIFICATION_STATS_DAYS_MAX}.`,
      }),
    },
    resolve: (_root, { manufacturerId, days }, { services, viewer }) =>
      services.verificationStats.stats(viewer, manufacturerId, days),
  }),
  manufacturerLikelyCopies: t.field({
    type: [LikelyCopyRef],
    description: "Your brand's codes likely copied (checked too often or too far apart), the latest checked first.",
    args: { manufacturerId: t.arg.string({ required: true }), ...listArgs(t.arg) },
    resolve: (_root, { manufacturerId, take, skip }, { services, viewer }) =>
      services.verificationStats.likelyCopies(viewer, manufacturerId, take, skip),
  }),
}));
