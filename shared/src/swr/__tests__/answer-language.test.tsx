import type { IncomingMessage, ServerResponse } from 'node:http';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { configureApiClient } from '../../api-client/client';
import { localeAtom } from '../../locale/locale-state';
import { sessionAtom } from '../../session/session-state';
import { completeSignIn } from '../../session/sign-in';
import { portalStore } from '../../state/store';
import { startTestServer, type TestServer } from '../../testing/http-server';
import { renderWithPortal } from '../../testing/render';
import { AnswersInPageLanguage } from '../answer-language';
import { swrKeys } from '../keys';

// A wallet remark as the API writes it for each reader (Accept-Language).
const REMARK = { 'zh-CN': '开卡充值', en: 'Card opening top-up' } as const;

let server: TestServer;
/** Answers held back until the test lets them go, to see what the page shows meanwhile. */
let held: (() => void)[] = [];
let holdEnglish = false;
const languagesAsked: string[] = [];

const answer = (req: IncomingMessage, res: ServerResponse) => {
  const language = req.headers['accept-language'] === 'en' ? 'en' : 'zh-CN';
  languagesAsked.push(language);
  const send = () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'ok', data: [{ currency: 'USD', remark: REMARK[language] }] }));
  };
  if (language === 'en' && holdEnglish) held.push(send);
  else send();
};

beforeAll(async () => {
  server = await startTestServer(answer);
  configureApiClient({ baseUrl: server.origin });
});

afterAll(() => server.close());

beforeEach(() => {
  held = [];
  holdEnglish = false;
  languagesAsked.length = 0;
  portalStore.set(localeAtom, 'zh-CN');
});

afterEach(() => portalStore.set(localeAtom, 'zh-CN'));

/** Every text the remark line showed, in order (each change once). */
const shownTexts: string[] = [];

function Remark() {
  const session = useAtomValue(sessionAtom);
  const { data } = useSWR<{ remark: string }[]>(swrKeys.wallet.balances(session));
  const text = data?.[0]?.remark ?? 'loading';
  if (shownTexts.at(-1) !== text) shownTexts.push(text);
  return <p>{text}</p>;
}

function RemarkBehindToggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        toggle
      </button>
      {shown && <Remark />}
    </>
  );
}

async function signedIn(ui: React.ReactElement) {
  shownTexts.length = 0;
  const view = renderWithPortal(<AnswersInPageLanguage>{ui}</AnswersInPageLanguage>);
  await act(async () => completeSignIn('language-token', view.store));
  expect(await screen.findByText(REMARK['zh-CN'])).toBeInTheDocument();
  return view;
}

describe('answers after a language switch', () => {
  it('an answer on screen is asked again in the new language, its old text shown until the new one is in', async () => {
    await signedIn(<Remark />);
    holdEnglish = true;
    await act(async () => portalStore.set(localeAtom, 'en'));
    // Asked again at once (not when something else asks), and the page is not emptied meanwhile.
    await screen.findByText(REMARK['zh-CN']);
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held.forEach((send) => send()));
    expect(await screen.findByText(REMARK.en)).toBeInTheDocument();
    expect(shownTexts).toEqual(['loading', REMARK['zh-CN'], REMARK.en]);
    // The page drawn afresh in the new language may revalidate once more by itself (SWR's own timing):
    // what matters is that nothing is asked in the old language after the switch.
    expect(languagesAsked[0]).toBe('zh-CN');
    expect(new Set(languagesAsked.slice(1))).toEqual(new Set(['en']));
  });

  it('an answer nobody shows is forgotten: shown later, it is loaded in the new language, never drawn in the old', async () => {
    await signedIn(<RemarkBehindToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByText(REMARK['zh-CN'])).not.toBeInTheDocument();
    shownTexts.length = 0;
    // The page is drawn afresh in the new language: the part shows again, as when the page opens.
    await act(async () => portalStore.set(localeAtom, 'en'));
    expect(await screen.findByText(REMARK.en)).toBeInTheDocument();
    expect(shownTexts).toEqual(['loading', REMARK.en]);
  });
});
