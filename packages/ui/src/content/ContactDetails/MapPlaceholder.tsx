import { useTheme } from 'styled-components';

/** A simple street map with a pin, drawn locally so nothing loads from a map service. */
export function MapPlaceholder({ label }: { label: string }) {
  const { color } = useTheme();
  return (
    <svg viewBox="0 0 400 240" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <rect width="400" height="240" fill={color.bg.sunken} />
      <path d="M0 170 C80 150 140 190 220 168 S340 120 400 140 V240 H0Z" fill={color.primary.subtle} />
      <g stroke={color.bg.surface} strokeWidth="10" fill="none" strokeLinecap="round">
        <path d="M-10 60 H410" />
        <path d="M-10 130 C120 120 260 140 410 110" />
        <path d="M90 -10 V250" />
        <path d="M250 -10 C240 80 270 160 260 250" />
      </g>
      <g stroke={color.border.default} strokeWidth="2" fill="none">
        <path d="M-10 60 H410" strokeDasharray="8 8" />
      </g>
      <circle cx="250" cy="118" r="26" fill={color.accent.default} opacity="0.2" />
      <path
        d="M250 74 C236 74 226 84 226 98 C226 116 250 132 250 132 C250 132 274 116 274 98 C274 84 264 74 250 74Z"
        fill={color.accent.default}
      />
      <circle cx="250" cy="98" r="8" fill={color.bg.surface} />
    </svg>
  );
}
