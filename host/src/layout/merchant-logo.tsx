import styled from 'styled-components';
import { useMerchant } from '@portal/shared';
import { PHONE_MEDIA } from './layout-media';

/**
 * Desktop gives the logo 120 px. On a phone it keeps its height (28 px: the title stays readable) and
 * takes the width its image needs beside the bell and the account menu (the menu has a row of its own).
 */
const Slot = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  width: 120px;
  height: 32px;

  ${PHONE_MEDIA} {
    flex: 0 1 auto;
    width: auto;
    min-width: 28px;
    height: 28px;
  }
`;

const Logo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
  object-position: left center;

  ${PHONE_MEDIA} {
    width: auto;
    max-width: 100%;
  }
`;

/**
 * The merchant's logo. The header is drawn on the light surface, so it carries dark_logo: the API
 * draws that one with dark text for light backgrounds (light_logo has white text, for dark ones).
 * The boot gate loaded the merchant before any page, so this reads the SWR cache without asking again.
 */
export function MerchantLogo() {
  const { data: merchant } = useMerchant();
  return <Slot>{merchant && <Logo src={merchant.dark_logo} alt={merchant.title} />}</Slot>;
}
