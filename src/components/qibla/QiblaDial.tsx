interface Props {
  /** The Qibla from North; null when no place is known yet (the dial shows North only). */
  bearing: number | null;
  /** Where the phone's top points (0 without a compass: the dial's top is North). */
  heading: number;
  north: string;
  label: string;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * The compass dial: North's mark and the Qibla's arrow, each turned by an SVG transform (no style
 * attribute: the CSP refuses them). A bearing is a direction on the ground: it is never mirrored
 * on right-to-left pages.
 */
export default function QiblaDial({ bearing, heading, north, label }: Props) {
  return (
    <svg className="qibla-dial" viewBox="0 0 200 200" role="img" aria-label={label}>
      <circle className="qibla-ring" cx="100" cy="100" r="92" />
      <g className="qibla-rose" transform={`rotate(${tenth(-heading)} 100 100)`}>
        {[0, 90, 180, 270].map((a) => (
          <line key={a} className="qibla-tick" x1="100" y1="10" x2="100" y2="22" transform={`rotate(${a} 100 100)`} />
        ))}
        <text className="qibla-north" x="100" y="40" textAnchor="middle">
          {north}
        </text>
      </g>
      {bearing === null ? null : (
        <g className="qibla-arrow" transform={`rotate(${tenth(bearing - heading)} 100 100)`}>
          <path d="M100 26 L116 62 L105 57 L105 128 L95 128 L95 57 L84 62 Z" />
          <rect className="qibla-kaaba" x="92" y="6" width="16" height="16" rx="2" />
        </g>
      )}
      <circle className="qibla-hub" cx="100" cy="100" r="6" />
    </svg>
  );
}
