import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AnswersInPageLanguage, useBalanceStatus, useQueuedFreezeSender } from '@portal/shared/signed-in';
import { BatchWidget } from '../batch';
import { LiveNotices } from '../live/live-notices';
import { FloatingDock } from './floating-dock';
import { SiteHeader } from './site-header';

const Content = styled.main`
  min-width: 0;
`;

/**
 * The header and the page of every signed-in route (spec §2), with what floats over all of them:
 * the live pop-up notices (and the one event stream) and the batch creation widget. The page keeps
 * room at its end for them, so scrolled down, no control of the page lies under them. What the API
 * sent follows a switch of language (AnswersInPageLanguage).
 */
export function MainLayout() {
  // The wallet's frozen flag, for every signed-in page; a live FREEZE event fetches it again (spec §4).
  useBalanceStatus();
  // Card freezes kept offline go once the network is back, even from /network-anomaly (outside this layout).
  useQueuedFreezeSender();
  const [reserved, setReserved] = useState(0);
  return (
    <AnswersInPageLanguage>
      <SiteHeader />
      <Content style={reserved > 0 ? { paddingBottom: `${reserved}px` } : undefined}>
        <Outlet />
      </Content>
      <FloatingDock onReserve={setReserved}>
        <LiveNotices />
        <BatchWidget />
      </FloatingDock>
    </AnswersInPageLanguage>
  );
}
