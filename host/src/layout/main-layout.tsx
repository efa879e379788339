import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import {
  AnswersInPageLanguage,
  afterNextPaint,
  useBalanceStatus,
  useQueuedFreezeSender,
} from '@portal/shared/signed-in';
import { LiveNotices } from '../live/live-notices';
import { FloatingDock } from './floating-dock';
import { LaterBatchWidget } from './later-batch-widget';
import { SiteHeader } from './site-header';

// The batch widget is no part of a page's first screen: its code is a chunk of its own, loaded once
// that screen is painted. The live notices (and the event stream) open with the layout.

/** True from the task after the layout's first paint (what it shows then renders in short tasks). */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => (done ? undefined : afterNextPaint(() => startTransition(() => setDone(true)))), [done]);
  return done;
}

const Content = styled.main`
  min-width: 0;
`;

/**
 * The header and the page of every signed-in route (spec §2), with what floats over all of them:
 * the live pop-up notices (and the one event stream) and, from the task after the first paint, the
 * batch creation widget. The page keeps room at its end for them, so scrolled down, no control of
 * the page lies under them. What the API sent follows a switch of language (AnswersInPageLanguage).
 */
export function MainLayout() {
  // The wallet's frozen flag, for every signed-in page; a live FREEZE event fetches it again (spec §4).
  useBalanceStatus();
  // Card freezes kept offline go once the network is back, even from /network-anomaly (outside this layout).
  useQueuedFreezeSender();
  const [reserved, setReserved] = useState(0);
  const painted = useFirstPaintDone();
  return (
    <AnswersInPageLanguage>
      <SiteHeader />
      <Content style={reserved > 0 ? { paddingBottom: `${reserved}px` } : undefined}>
        <Outlet />
      </Content>
      <FloatingDock onReserve={setReserved}>
        <LiveNotices />
        {painted && <LaterBatchWidget />}
      </FloatingDock>
    </AnswersInPageLanguage>
  );
}
