import { builder } from '../../platform/graphql/builder';
import type { DrivingRoute, MapSettings as MapSettingsValues, RoutingService } from './routing.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    routing: RoutingService;
    mapSettings: MapSettingsValues;
  }
}

const RouteSource = builder.enumType('RouteSource', {
  values: {
    ROUTING_SERVICE: { description: 'A real road route.' },
    ESTIMATE: { description: 'Worked out from the straight-line distance.' },
  } as const,
});

const RoutePoint = builder.objectRef<{ latitude: number; longitude: number }>('RoutePoint').implement({
  fields: (t) => ({ latitude: t.exposeFloat('latitude'), longitude: t.exposeFloat('longitude') }),
});

const DrivingRouteRef = builder.objectRef<DrivingRoute>('DrivingRoute').implement({
  fields: (t) => ({
    source: t.field({ type: RouteSource, resolve: (r) => r.source }),
    distanceMeters: t.exposeInt('distanceMeters'),
    durationSeconds: t.exposeInt('durationSeconds'),
    path: t.field({ type: [RoutePoint], resolve: (r) => r.path }),
  }),
});

const LatLngInput = builder.inputType('LatLngInput', {
  fields: (t) => ({ latitude: t.float({ required: true }), longitude: t.float({ required: true }) }),
});

const MapSettings = builder.objectRef<MapSettingsValues>('MapSettings').implement({
  fields: (t) => ({ tileUrl: t.exposeString('tileUrl'), tileAttribution: t.exposeString('tileAttribution') }),
});

builder.queryFields((t) => ({
  drivingRoute: t.field({
    type: DrivingRouteRef,
    args: { from: t.arg({ type: LatLngInput, required: true }), to: t.arg({ type: LatLngInput, required: true }) },
    description: 'Driving by car from one point to another: a road route, or a labelled estimate.',
    resolve: (_root, { from, to }, { services }) => services.routing.drivingRoute(from, to),
  }),
  mapSettings: t.field({
    type: MapSettings,
    description: 'Where the map tiles come from, and their attribution.',
    resolve: (_root, _args, { services }) => services.mapSettings,
  }),
}));
