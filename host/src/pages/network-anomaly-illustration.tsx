import { IllustrationSvg as Svg } from './illustration-svg';
import { pageStrings } from './strings';

/** A cloud whose signal is cut: what the network-anomaly page shows, in the merchant's colour. */
export function NetworkAnomalyIllustration() {
  return (
    <Svg viewBox="0 0 240 180" role="img" aria-label={pageStrings.networkAnomalyImage}>
      <ellipse className="tint" cx="120" cy="162" rx="92" ry="10" />
      <circle className="tint" cx="34" cy="52" r="7" />
      <circle className="tint" cx="210" cy="40" r="5" />
      <circle className="tint" cx="24" cy="118" r="4" />
      <path className="sheet" strokeWidth="2" d="M66 144h112a30 30 0 0 0 3-59.8A46 46 0 0 0 93 70a36 36 0 0 0-27 74z" />
      <path className="wave" strokeWidth="7" strokeLinecap="round" d="M107 112a19 19 0 0 1 26 0" />
      <path className="wave" strokeWidth="7" strokeLinecap="round" d="M95 100a36 36 0 0 1 50 0" />
      <circle className="accent" cx="120" cy="126" r="6" />
      <line className="gap" x1="98" y1="86" x2="146" y2="134" strokeWidth="15" strokeLinecap="round" />
      <line className="cut" x1="98" y1="86" x2="146" y2="134" strokeWidth="7" strokeLinecap="round" />
    </Svg>
  );
}
