import Bowser from 'bowser';
import type { DeviceType, SignInBrowser } from '@portal/shared/contract';

const DEVICE_TYPES: Record<string, DeviceType> = { desktop: 'desktop', mobile: 'mobile', tablet: 'tablet' };

const major = (version: string | undefined) => version?.split('.')[0] ?? '';
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** The operating system as people name it: macOS's User-Agent version is frozen, so it is left out. */
function osLabel({ name, version, versionName }: Bowser.Parser.OSDetails): string | null {
  if (!name) return null;
  if (name === 'Windows') return joined(name, versionName);
  if (name === 'macOS') return name;
  return joined(name, version);
}

/** The browser, operating system and kind of device a User-Agent names (null where it names none). */
export function browserOf(userAgent: string | null, ip: string | null): SignInBrowser {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  return {
    browser: parsed?.browser.name ? joined(parsed.browser.name, major(parsed.browser.version)) : null,
    os: parsed ? osLabel(parsed.os) : null,
    device_type: DEVICE_TYPES[parsed?.platform.type ?? ''] ?? 'unknown',
    ip: ip ?? '',
  };
}
