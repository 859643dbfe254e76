// A QR code as an SVG: the dark modules as one path of squares, on white with the standard quiet
// zone, scaled by CSS (sharp at any size, on a phone held up to another phone or on a projector).
import { darkRuns, qrModules, quietZoneModules } from '../bibs/qr-modules';

export function QrSvg({ text, label, className }: { text: string; label: string; className?: string }) {
  const qr = qrModules(text);
  const side = qr.size + 2 * quietZoneModules;
  const path = darkRuns(qr)
    .map(
      (run) =>
        `M${run.column + quietZoneModules} ${run.row + quietZoneModules}h${run.length}v1h-${run.length}z`,
    )
    .join('');
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
