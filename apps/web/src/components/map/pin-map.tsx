import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@kasuwa/domain';
import type L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { pinIcon } from './pin-icon';

export interface PinMapProps {
  pin: LatLng;
  onMove: (pin: LatLng) => void;
  tileUrl: string;
  tileAttribution: string;
  /** What the marker is, for screen readers: "Delivery pin", "Shop pin". */
  title: string;
}

const PIN = pinIcon(true);
const STREET_ZOOM = 16;
const toTuple = ({ latitude, longitude }: LatLng): L.LatLngTuple => [latitude, longitude];
const fromLeaflet = ({ lat, lng }: L.LatLng): LatLng => ({ latitude: lat, longitude: lng });

/** One pin on a street map: drag it, or tap where it should go. */
export default function PinMap({ pin, onMove, tileUrl, tileAttribution, title }: PinMapProps) {
  return (
    <MapContainer center={toTuple(pin)} zoom={STREET_ZOOM} className="size-full" scrollWheelZoom={false}>
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      <FollowPin pin={pin} />
      <TapToMove onMove={onMove} />
      <Marker
        position={toTuple(pin)}
        icon={PIN}
        draggable
        title={title}
        eventHandlers={{ dragend: (event) => onMove(fromLeaflet((event.target as L.Marker).getLatLng())) }}
      />
    </MapContainer>
  );
}

/** Keeps the pin in view when it moves from outside the map (the shopper's location arrives). */
function FollowPin({ pin }: { pin: LatLng }) {
  const map = useMap();
  useEffect(() => {
    const point = toTuple(pin);
    if (!map.getBounds().contains(point)) map.setView(point, Math.max(map.getZoom(), STREET_ZOOM));
  }, [map, pin]);
  return null;
}

function TapToMove({ onMove }: { onMove: (pin: LatLng) => void }) {
  useMapEvents({ click: (event) => onMove(fromLeaflet(event.latlng)) });
  return null;
}
