export const CHECKS_COLOUR = '#047857'; // brand-700
export const WARNINGS_COLOUR = '#b91c1c'; // red-700: 3:1 and more against white, as a line must be

/** What each line is: a swatch drawn like the line (solid, dashed) and its name. */
export function ChartLegend() {
  return (
    <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-gray-700">
      <li className="flex items-center gap-2">
        <span className="inline-block w-6 border-t-2" style={{ borderColor: CHECKS_COLOUR }} />
        Checks
      </li>
      <li className="flex items-center gap-2">
        <span className="inline-block w-6 border-t-2 border-dashed" style={{ borderColor: WARNINGS_COLOUR }} />
        Warnings
      </li>
    </ul>
  );
}
