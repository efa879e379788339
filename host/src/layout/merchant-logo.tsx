import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { merchantAtom } from '@portal/shared';
import { PHONE_MEDIA } from './layout-media';

const Slot = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  width: 120px;
  height: 32px;

  ${PHONE_MEDIA} {
    width: 64px;
    height: 24px;
  }
`;

const Logo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
  object-position: left center;
`;

/**
 * The merchant's logo. The header is drawn on the light surface, so it carries dark_logo: the API
 * draws that one with dark text for light backgrounds (light_logo has white text, for dark ones).
 * The merchant is in its atom before any page renders (the boot gate waits for it); reading the
 * atom rather than the hook spares a second request each time the layout mounts.
 */
export function MerchantLogo() {
  const { merchant } = useAtomValue(merchantAtom);
  return <Slot>{merchant && <Logo src={merchant.dark_logo} alt={merchant.title} />}</Slot>;
}
