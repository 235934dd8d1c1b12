import { useTheme } from 'styled-components';

/** The success image of the reset page, drawn locally: a shield with a tick among soft circles. */
export function ResetSuccessArt() {
  const { color } = useTheme();
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle cx="80" cy="62" r="52" fill={color.success.subtle} />
      <circle cx="28" cy="24" r="6" fill={color.accent.default} opacity="0.6" />
      <circle cx="136" cy="30" r="4" fill={color.primary.default} opacity="0.5" />
      <circle cx="130" cy="100" r="7" fill={color.primary.default} opacity="0.25" />
      <path d="M80 22 L112 34 V62 C112 82 98 96 80 104 C62 96 48 82 48 62 V34 Z" fill={color.success.solid} />
      <path
        d="M65 63 L76 74 L96 52"
        fill="none"
        stroke={color.success.onSolid}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
