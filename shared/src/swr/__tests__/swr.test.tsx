import type { ServerResponse } from 'node:http';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '../../api-client/client';
import { ApiError } from '../../api-client/api-error';
import { noticesAtom } from '../../notices/notices';
import { useUnreadCount } from '../../data/messages';
import { completeSignIn } from '../../session/sign-in';
import { portalStore } from '../../state/store';
import { strings } from '../../strings/zh';
import { startTestServer, type TestServer } from '../../testing/http-server';
import { renderWithPortal } from '../../testing/render';
import { showSwrError } from '../fetcher';
import { useMerchant } from '../../data';
import { useWalletFrozen } from '../../signed-in';
import { swrKeys } from '../keys';

let server: TestServer;
let answers: Record<string, (res: ServerResponse) => void> = {};
const requested: string[] = [];

const envelope = (data: unknown) => (res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code: 0, message: 'ok', data }));
};

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    requested.push(req.url ?? '');
    const answer = answers[req.url ?? ''];
    if (answer) answer(res);
    else envelope(null)(res);
  });
  configureApiClient({ baseUrl: server.origin });
});

afterAll(() => server.close());

beforeEach(() => {
  answers = {};
  requested.length = 0;
  localStorage.clear();
  portalStore.set(noticesAtom, []);
});

describe('SWR keys', () => {
  it('are null for signed-in calls while signed out, and carry the token when signed in', () => {
    const signedOut = { isLogin: false, token: '' };
    const signedIn = { isLogin: true, token: 't1' };
    expect(swrKeys.account.info(signedOut)).toBeNull();
    expect(swrKeys.messages.unreadQuantity(signedOut)).toBeNull();
    expect(swrKeys.cards.batchCreateStatus(signedOut)).toBeNull();
    expect(swrKeys.account.info(signedIn)).toEqual(['accountInfo', undefined, undefined, 't1']);
    expect(swrKeys.merchant.branding()).toEqual(['merchant', undefined, undefined, '']);
  });
});

function Merchant() {
  const { data, isLoading } = useMerchant();
  return <p>{isLoading ? 'loading' : data?.title}</p>;
}

/** The merchant, then a second part reading it once the button is pressed. */
function MerchantThenAnother() {
  const [another, setAnother] = useState(false);
  return (
    <>
      <Merchant />
      <button type="button" onClick={() => setAnother(true)}>
        another
      </button>
      {another && <Merchant />}
    </>
  );
}

function Wallet() {
  const frozen = useWalletFrozen();
  const unread = useUnreadCount();
  return <p>{`frozen:${frozen} unread:${unread}`}</p>;
}

describe('the data hooks', () => {
  it('load the merchant through the one fetcher', async () => {
    const title = '星河卡包';
    answers['/api/v1/merchant'] = envelope({ title, color: 'MERCHANT_COLOR_RED' });
    renderWithPortal(<Merchant />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(requested).toEqual(['/api/v1/merchant']);
  });

  it('ask for the merchant once: a part mounted later reads the cache', async () => {
    const title = '星河卡包';
    answers['/api/v1/merchant'] = envelope({ title, color: 'MERCHANT_COLOR_RED' });
    renderWithPortal(<MerchantThenAnother />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'another' }));
    expect(screen.getAllByText(title)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual(['/api/v1/merchant']);
  });

  it('ask nothing that needs a session while signed out', async () => {
    renderWithPortal(<Wallet />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
    expect(screen.getByText('frozen:false unread:0')).toBeInTheDocument();
  });

  it('give the wallet frozen flag and the unread count from the SWR cache once signed in', async () => {
    answers['/api/v1/balance/account-balance-status'] = envelope({ status: 'BALANCE_STATUS_FREEZE' });
    answers['/api/v1/msg-center/station-msg/unread-quantity'] = envelope({ count: 12 });
    const { store } = renderWithPortal(<Wallet />);
    const { act } = await import('@testing-library/react');
    await act(async () => completeSignIn('swr-token', store));
    expect(await screen.findByText('frozen:true unread:12')).toBeInTheDocument();
  });
});

describe('the global error display', () => {
  it('shows an error the client has not shown, once', () => {
    showSwrError(new ApiError('http', strings.api.httpFailed(500), 500, null, false));
    showSwrError(new ApiError('business', '余额不足[2001]', 200, 2001, true));
    showSwrError(new ApiError('aborted', 'aborted', 0, null, false));
    expect(portalStore.get(noticesAtom).map((notice) => notice.text)).toEqual([strings.api.httpFailed(500)]);
  });

  it('shows the message of a failing call made by a hook exactly once', async () => {
    const MISSING_MERCHANT = '商户不存在';
    answers['/api/v1/merchant'] = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 3001, message: MISSING_MERCHANT, data: null }));
    };
    renderWithPortal(<Merchant />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(strings.api.withCode(MISSING_MERCHANT, 3001)),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
