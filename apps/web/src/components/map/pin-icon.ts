import L from 'leaflet';

/**
 * A map pin drawn inline (Leaflet's default marker images break under bundlers), in the brand
 * colour, or larger and amber when selected.
 */
export function pinIcon(selected = false): L.DivIcon {
  const [width, height] = selected ? [36, 48] : [28, 38];
  const colour = selected ? 'var(--color-amber-500)' : 'var(--color-brand-700)';
  return L.divIcon({
    className: 'store-marker',
    html: `<svg viewBox="0 0 24 32" width="${width}" height="${height}" aria-hidden="true" focusable="false"><path d="M12 .75C5.8.75.75 5.7.75 11.9c0 8.3 11.25 19 11.25 19s11.25-10.7 11.25-19C23.25 5.7 18.2.75 12 .75z" style="fill:${colour}" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.25" fill="#fff"/></svg>`,
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
    popupAnchor: [0, -height + 4],
  });
}
