import styled from 'styled-components';
import { pageStrings } from './strings';

// Drawn in the merchant's theme, so it follows the accent like the rest of the page.
const Svg = styled.svg`
  width: min(240px, 70vw);
  height: auto;

  .tint {
    fill: ${({ theme }) => theme.color.accentTint};
  }
  .sheet {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.border};
  }
  .line {
    fill: ${({ theme }) => theme.color.border};
  }
  .accent {
    fill: ${({ theme }) => theme.color.brand};
  }
  .lens {
    fill: ${({ theme }) => theme.color.surface};
    fill-opacity: 0.85;
    stroke: ${({ theme }) => theme.color.brand};
  }
  .handle {
    stroke: ${({ theme }) => theme.color.brand};
  }
`;

/** A magnifier over a page that has nothing on it: what the not-found page shows (spec §2). */
export function NotFoundIllustration() {
  return (
    <Svg viewBox="0 0 240 180" role="img" aria-label={pageStrings.notFoundImage}>
      <ellipse className="tint" cx="120" cy="162" rx="92" ry="10" />
      <circle className="tint" cx="40" cy="58" r="7" />
      <circle className="tint" cx="206" cy="36" r="5" />
      <circle className="tint" cx="26" cy="124" r="4" />
      <path
        className="sheet"
        strokeWidth="2"
        d="M72 24h70l24 24v102a8 8 0 0 1-8 8H72a8 8 0 0 1-8-8V32a8 8 0 0 1 8-8z"
      />
      <path className="tint" d="M142 24v16a8 8 0 0 0 8 8h16z" />
      <rect className="tint" x="80" y="52" width="52" height="9" rx="4.5" />
      <rect className="line" x="80" y="72" width="66" height="6" rx="3" />
      <rect className="line" x="80" y="86" width="44" height="6" rx="3" />
      <text className="accent" x="100" y="142" textAnchor="middle" fontSize="30" fontWeight="700">
        404
      </text>
      <line className="handle" x1="184" y1="122" x2="206" y2="144" strokeWidth="10" strokeLinecap="round" />
      <circle className="lens" cx="166" cy="104" r="25" strokeWidth="7" />
      <text className="accent" x="166" y="114" textAnchor="middle" fontSize="28" fontWeight="700">
        ?
      </text>
    </Svg>
  );
}
