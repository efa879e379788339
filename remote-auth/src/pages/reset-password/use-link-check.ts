import { useEffect, useState } from 'react';
import { checkResetLink } from '@portal/shared';
import type { SaveTarget } from './use-save-password';

/** What the API says of the link this screen opened with: a phone reset has no link to check. */
export type LinkCheck = 'checking' | 'valid' | 'invalid';

/**
 * Checks an e-mailed link as the screen opens, so a used or expired one says so before the user types
 * a password. When the check cannot be made (no network), the form shows and the save tells.
 */
export function useLinkCheck(target: SaveTarget): LinkCheck {
  const link = target.kind === 'email' ? target : null;
  const [checked, setChecked] = useState<{ key: string; valid: boolean } | null>(null);
  const key = link ? `${link.type} ${link.email} ${link.code}` : '';

  useEffect(() => {
    if (!link) return undefined;
    let current = true;
    checkResetLink({ email: link.email, captcha: link.code, type: link.type })
      .then(({ valid }) => current && setChecked({ key, valid }))
      .catch(() => current && setChecked({ key, valid: true }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is its key
  }, [key]);

  if (!link) return 'valid';
  if (checked?.key !== key) return 'checking';
  return checked.valid ? 'valid' : 'invalid';
}
