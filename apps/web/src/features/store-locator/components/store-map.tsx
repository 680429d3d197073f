import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type LatLng } from '@kasuwa/domain';
import L from 'leaflet';
import { useEffect, useRef, type ReactNode } from 'react';
import { CircleMarker, MapContainer, Marker, Polyline, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { pinIcon } from '../../../components/map/pin-icon';
import type { Retailer } from '../api/get-store-locations';

export interface StoreMapProps {
  retailers: Retailer[];
  shopper: LatLng | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  route: LatLng[] | null;
  tileUrl: string;
  tileAttribution: string;
  /** Every tile of the first view failed: the map is useless, the parent offers a retry. */
  onTilesFailed: () => void;
  details: (retailer: Retailer) => ReactNode;
  /** Areas marked with a circle sized by their count (the dashboard's orders by delivery area). */
  areas?: readonly MapArea[];
}

export interface MapArea extends LatLng {
  key: string;
  /** What the circle's tooltip says ("Ikeja, Lagos: 3 orders"). */
  label: string;
  count: number;
}

/** 8 px for the least, growing with the square root (the circle's area follows the count) to 28 px. */
const areaRadius = (count: number, largest: number) =>
  Math.round(8 + 20 * Math.sqrt(Math.max(0, count) / Math.max(1, largest)));

const toLatLng = ({ latitude, longitude }: LatLng): L.LatLngTuple => [latitude, longitude];

const PIN = pinIcon(false);
/** Room for the zoom buttons in the top-left corner, so an opened popup never sits under them. */
const ZOOM_CONTROL_CLEARANCE: L.PointTuple = [56, 12];
const SELECTED_PIN = pinIcon(true);

/** The brand's retailers as pins, the shopper as a dot, and the driving route of the selected one. */
export default function StoreMap(props: StoreMapProps) {
  const { retailers, shopper, selectedId, onSelect, route, tileUrl, tileAttribution, onTilesFailed, details } = props;
  const areas = props.areas ?? [];
  const largest = Math.max(1, ...areas.map((area) => area.count));
  const markers = useRef(new Map<string, L.Marker>());
  const selectedRef = useRef(selectedId);
  const mapRef = useRef<L.Map>(null);

  useEffect(() => {
    selectedRef.current = selectedId;
    if (selectedId) markers.current.get(selectedId)?.openPopup();
  }, [selectedId]);

  return (
    <MapContainer
      ref={mapRef}
      center={toLatLng(MAP_DEFAULT_CENTER)}
      zoom={MAP_DEFAULT_ZOOM}
      className="size-full"
      scrollWheelZoom={false}
    >
      <WatchedTileLayer url={tileUrl} attribution={tileAttribution} onTilesFailed={onTilesFailed} />
      <FitToPoints
        points={[...retailers.map((r) => r.location), ...areas, ...(shopper ? [shopper] : [])]}
        padding={ALL_PADDING}
      />
      {route && route.length > 1 && <FitToPoints points={route} padding={ROUTE_PADDING} />}
      {route && route.length > 1 && (
        <Polyline
          positions={route.map(toLatLng)}
          className="driving-route"
          pathOptions={{ color: '#1d4ed8', weight: 5, opacity: 0.8, dashArray: '1 10' }}
        />
      )}
      {shopper && (
        <CircleMarker
          center={toLatLng(shopper)}
          radius={8}
          interactive={false}
          className="shopper-dot"
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#2563eb', fillOpacity: 1 }}
        />
      )}
      {areas.map((area) => (
        <CircleMarker
          key={area.key}
          center={toLatLng(area)}
          radius={areaRadius(area.count, largest)}
          className="delivery-area"
          pathOptions={{ color: '#047857', weight: 2, fillColor: '#10b981', fillOpacity: 0.35 }}
        >
          <Tooltip>{area.label}</Tooltip>
        </CircleMarker>
      ))}
      {retailers.map((retailer) => (
        <Marker
          key={retailer.id}
          position={toLatLng(retailer.location)}
          icon={retailer.id === selectedId ? SELECTED_PIN : PIN}
          zIndexOffset={retailer.id === selectedId ? 1000 : 0}
          title={retailer.name}
          ref={(marker) => {
            if (marker) markers.current.set(retailer.id, marker);
            else markers.current.delete(retailer.id);
          }}
          eventHandlers={{
            click: () => onSelect(retailer.id),
            popupclose: (event) => {
              // A pin taken off the map (the map failed to load, or the page moved on) closes its
              // popup too: only a popup the shopper closed clears the choice, the list's included.
              const closedByShopper = mapRef.current?.hasLayer(event.target as L.Layer) ?? false;
              if (closedByShopper && selectedRef.current === retailer.id) onSelect(null);
            },
          }}
        >
          <Popup minWidth={200} maxWidth={240} autoPanPaddingTopLeft={ZOOM_CONTROL_CLEARANCE}>
            {details(retailer)}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}

/** The tile layer; when the first view's tiles are done and none loaded, the tile server is unreachable. */
function WatchedTileLayer({
  url,
  attribution,
  onTilesFailed,
}: {
  url: string;
  attribution: string;
  onTilesFailed: () => void;
}) {
  const layer = useRef<L.TileLayer>(null);
  useEffect(() => {
    const tiles = layer.current;
    if (!tiles) return;
    let loaded = 0;
    let failed = 0;
    const handlers: L.LeafletEventHandlerFnMap = {
      tileload: () => void loaded++,
      tileerror: () => void failed++,
      load: () => {
        if (loaded === 0 && failed > 0) onTilesFailed();
      },
    };
    tiles.on(handlers);
    return () => void tiles.off(handlers);
  }, [onTilesFailed]);
  return <TileLayer ref={layer} url={url} attribution={attribution} />;
}

const ALL_PADDING: L.FitBoundsOptions = { padding: [48, 48] };
// A chosen route sits low and central in the view, leaving room around it for the retailer's popup
// (up to about 285 px wide and 220 px high), which opened before the route arrived and does not move.
const ROUTE_PADDING: L.FitBoundsOptions = { paddingTopLeft: [150, 250], paddingBottomRight: [150, 40] };

/** Fits the view to these points whenever the set of points changes. */
function FitToPoints({ points, padding }: { points: LatLng[]; padding: L.FitBoundsOptions }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map(toLatLng)), { ...padding, maxZoom: 15, animate: false });
    // The key stands for the points: a new array with the same points must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}
