import styled from 'styled-components';
import { pageStrings } from './strings';

// Kept small: it ships with the first page, since it shows when nothing more can be fetched.
const Svg = styled.svg`
  width: min(200px, 60vw);
  height: auto;
  fill: none;
  stroke-linecap: round;

  .sheet {
    fill: ${({ theme }) => theme.color.accentTint};
  }
  .wave {
    stroke: ${({ theme }) => theme.color.brand};
  }
  .cut {
    stroke: ${({ theme }) => theme.color.danger};
  }
`;

/** A cloud whose signal is cut, in the merchant's colour: the network-anomaly page's picture. */
export function NetworkAnomalyIllustration() {
  return (
    <Svg viewBox="30 20 190 136" role="img" aria-label={pageStrings.networkAnomalyImage}>
      <path className="sheet" d="M66 144h112a30 30 0 0 0 3-60A46 46 0 0 0 93 70a36 36 0 0 0-27 74z" />
      <path className="wave" strokeWidth="7" d="M107 112a19 19 0 0 1 26 0M95 100a36 36 0 0 1 50 0M120 126v0" />
      <path className="cut" strokeWidth="7" d="M98 86l48 48" />
    </Svg>
  );
}
