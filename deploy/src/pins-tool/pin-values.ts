// How the tool compares and shows pins; what a pin may be is the host's rule (@portal/shared/boot).

import { canonicalPin, isCanaryPin, type RemotePin } from '@portal/shared/boot';

export const samePin = (a: RemotePin, b: RemotePin): boolean =>
  JSON.stringify(canonicalPin(a)) === JSON.stringify(canonicalPin(b));

/** One line for people: `0.1.0`, or `0.1.0 + canary 0.2.0 at 20%`. */
export const describePin = (pin: RemotePin): string =>
  isCanaryPin(pin) ? `${pin.stable} + canary ${pin.canary} at ${pin.percent}%` : pin;
