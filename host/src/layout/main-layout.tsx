import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useBalanceStatus, useQueuedFreezeSender } from '@portal/shared/signed-in';
import { BatchWidget } from '../batch';
import { LiveNotices } from '../live/live-notices';
import { SiteHeader } from './site-header';

const Content = styled.main`
  min-width: 0;
`;

/**
 * The header and the page of every signed-in route (spec §2), with what floats over all of them:
 * the live pop-up notices (and the one event stream) and the batch creation widget.
 */
export function MainLayout() {
  // The wallet's frozen flag, for every signed-in page; a live FREEZE event fetches it again (spec §4).
  useBalanceStatus();
  // Card freezes kept offline go once the network is back, even from /network-anomaly (outside this layout).
  useQueuedFreezeSender();
  return (
    <>
      <SiteHeader />
      <Content>
        <Outlet />
      </Content>
      <LiveNotices />
      <BatchWidget />
    </>
  );
}
