import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AnswersInPageLanguage, useBalanceStatus, useQueuedFreezeSender } from '@portal/shared/signed-in';
import { afterFirstScreen } from './after-first-screen';
import { FloatingDock } from './floating-dock';
import { LaterBatchWidget } from './later-batch-widget';
import { LaterLiveNotices } from './later-live-notices';
import { SiteHeader } from './site-header';

// The live notices (with the event stream) and the batch widget are no part of a page's first
// screen: the code of each is a chunk of its own, loaded once that screen is painted and the
// browser idle.

/** True once the layout's first screen is painted and the browser idle (what it shows then renders in short tasks). */
function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => (done ? undefined : afterFirstScreen(() => startTransition(() => setDone(true)))), [done]);
  return done;
}

const Content = styled.main`
  min-width: 0;
`;

/**
 * The header and the page of every signed-in route (spec §2), with what floats over all of them
 * once the first screen is painted: the live pop-up notices (and the one event stream) and the
 * batch creation widget. The page keeps room at its end for them, so scrolled down, no control of
 * the page lies under them. What the API sent follows a switch of language (AnswersInPageLanguage).
 */
export function MainLayout() {
  // The wallet's frozen flag, for every signed-in page; a live FREEZE event fetches it again (spec §4).
  useBalanceStatus();
  // Card freezes kept offline go once the network is back, even from /network-anomaly (outside this layout).
  useQueuedFreezeSender();
  const [reserved, setReserved] = useState(0);
  const painted = useFirstScreenDone();
  return (
    <AnswersInPageLanguage>
      <SiteHeader />
      <Content style={reserved > 0 ? { paddingBottom: `${reserved}px` } : undefined}>
        <Outlet />
      </Content>
      <FloatingDock onReserve={setReserved}>
        {painted && <LaterLiveNotices />}
        {painted && <LaterBatchWidget />}
      </FloatingDock>
    </AnswersInPageLanguage>
  );
}
