import { SessionsSection } from './sessions-section';
import { TrustedDevicesSection } from './trusted-devices-section';

/** The settings screen's signed-in browsers and trusted devices. */
export function SessionsAndDevices() {
  return (
    <>
      <SessionsSection />
      <TrustedDevicesSection />
    </>
  );
}
