import { useTheme } from 'styled-components';

/**
 * A calm, decorative scene drawn locally (no network image): sun, hills, a leaf and a path. Its stories are those of
 * AuthLayout, WelcomePanel and VendorBanner, which draw it.
 */
export function WellnessIllustration({ className }: { className?: string }) {
  const { color } = useTheme();
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="228" cy="70" r="38" fill={color.accent.subtle} />
      <circle cx="228" cy="70" r="24" fill={color.accent.default} opacity="0.85" />
      <path
        d="M0 178 C60 130 120 140 170 168 S270 196 320 150 V240 H0Z"
        fill={color.primary.default}
        opacity="0.25"
      />
      <path
        d="M0 204 C70 170 150 176 210 198 S290 214 320 196 V240 H0Z"
        fill={color.primary.default}
        opacity="0.5"
      />
      <path
        d="M120 240 C130 214 150 204 170 200 S210 186 222 170"
        fill="none"
        stroke={color.bg.surface}
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.8"
      />
      <g transform="translate(70 78) rotate(-24)">
        <path d="M0 40 C0 12 22 0 52 0 C52 28 32 44 0 40Z" fill={color.primary.default} />
        <path
          d="M4 36 C18 26 30 16 44 6"
          fill="none"
          stroke={color.primary.subtle}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
      <circle cx="60" cy="40" r="4" fill={color.primary.default} opacity="0.4" />
      <circle cx="290" cy="126" r="5" fill={color.accent.default} opacity="0.5" />
      <circle cx="150" cy="52" r="3" fill={color.primary.default} opacity="0.35" />
    </svg>
  );
}
