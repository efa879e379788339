import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '../../../api-client/api-error';
import { strings } from '../../../strings/zh';
import { createTheme } from '../../../theme/theme';
import { ResubmitNotice } from '../../../ui/resubmit-notice';
import { readDraft } from '../drafts';
import { useSubmit } from '../use-submit';
import { pasteInto } from '../../../testing/paste-into';

/** The labels of the test's own forms. */
const AMOUNT = '金额';
const TRX_PASSWORD = '交易密码';
const SUBMIT = '提交';
const SAVE = '保存';
const submitted = (result: string) => `已提交 ${result}`;

type Values = { amount: string; trx_password: string };

/** A money form as a page would write it: the amount is kept, the transaction password never. */
function TopUpForm({ send }: { send: (values: Values, key: string) => Promise<string> }) {
  const { submit, pending, waiting, online, restored } = useSubmit<Values, string>({
    draft: 'test.top-up',
    keep: ['amount'],
    send,
    onDone: (answer) => setDone(answer),
  });
  const [values, setValues] = useState<Values>({ amount: restored?.amount ?? '', trx_password: '' });
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };
  return (
    <ThemeProvider theme={createTheme()}>
      <form onSubmit={onSubmit}>
        <input
          aria-label={AMOUNT}
          value={values.amount}
          onChange={(event) => setValues({ ...values, amount: event.target.value })}
        />
        <input
          aria-label={TRX_PASSWORD}
          value={values.trx_password}
          onChange={(event) => setValues({ ...values, trx_password: event.target.value })}
        />
        <ResubmitNotice waiting={waiting} online={online} pending={pending} />
        <button type="submit">{SUBMIT}</button>
        {done && <p>{submitted(done)}</p>}
      </form>
    </ThemeProvider>
  );
}

const networkFailure = () => new ApiError('network', strings.api.networkWrite, 0, null, true);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  sessionStorage.clear();
  setOnline(true);
});

describe('useSubmit', () => {
  it('keeps the values (never the password) across a reload after a network failure, and resubmits once online with the same key', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const send = jest.fn(async (_values: Values, key: string) => {
      keys.push(key);
      if (keys.length === 1) throw networkFailure();
      return 'ok';
    });

    const first = render(<TopUpForm send={send} />);
    await pasteInto(user, screen.getByLabelText(AMOUNT), '12.50');
    await pasteInto(user, screen.getByLabelText(TRX_PASSWORD), 'abc123');
    setOnline(false);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('status')).toHaveTextContent(strings.api.networkWrite);
    expect(screen.queryByRole('button', { name: strings.ui.resubmit })).not.toBeInTheDocument();
    expect(readDraft('test.top-up')?.values).toEqual({ amount: '12.50' });
    expect(JSON.stringify(sessionStorage)).not.toContain('abc123');

    // Back online, a reload: the form comes back with the amount and still waits.
    first.unmount();
    setOnline(true);
    render(<TopUpForm send={send} />);
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('12.50');
    expect(screen.getByLabelText(TRX_PASSWORD)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(strings.ui.backOnline);

    await pasteInto(user, screen.getByLabelText(TRX_PASSWORD), 'abc123');
    await user.click(screen.getByRole('button', { name: strings.ui.resubmit }));
    expect(await screen.findByText(submitted('ok'))).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(readDraft('test.top-up')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers 重新提交 when the browser comes back online, without a reload', async () => {
    const user = userEvent.setup();
    let fail = true;
    const send = jest.fn(async () => {
      if (fail) throw networkFailure();
      return 'ok';
    });
    render(<TopUpForm send={send} />);
    await pasteInto(user, screen.getByLabelText(AMOUNT), '3');
    setOnline(false);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('status')).toHaveTextContent(strings.api.networkWrite);
    fail = false;
    setOnline(true);
    await user.click(await screen.findByRole('button', { name: strings.ui.resubmit }));
    expect(await screen.findByText(submitted('ok'))).toBeInTheDocument();
  });

  it('uses a new key for changed values, and keeps no draft after a refusal', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const send = jest.fn(async (_values: Values, key: string) => {
      keys.push(key);
      if (keys.length === 1) throw networkFailure();
      throw new ApiError('business', '金额须大于 0 且最多两位小数[4010]', 400, 4010, true);
    });
    render(<TopUpForm send={send} />);
    await pasteInto(user, screen.getByLabelText(AMOUNT), '5');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await screen.findByRole('status');
    await user.type(screen.getByLabelText(AMOUNT), '0');
    await user.click(screen.getByRole('button', { name: strings.ui.resubmit }));
    await act(async () => undefined);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(readDraft('test.top-up')).toBeNull();
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('50');
  });

  it('sends once however often it is pressed while a submission is out', async () => {
    const user = userEvent.setup();
    let finish: (answer: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<TopUpForm send={send} />);
    await pasteInto(user, screen.getByLabelText(AMOUNT), '1');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await act(async () => finish('ok'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps only the fields the form names, never a secret one even when named, and resubmits with the same key', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    function PasswordForm() {
      const { submit, waiting, online } = useSubmit({
        draft: 'test.password',
        keep: ['note', 'confirm'],
        send: async (_values: { password: string; confirm: string; note: string }, key: string) => {
          keys.push(key);
          if (keys.length === 1) throw networkFailure();
          return 'ok';
        },
      });
      return (
        <ThemeProvider theme={createTheme()}>
          <button type="button" onClick={() => void submit({ password: 'Abcdefg1', confirm: 'Abcdefg1', note: '' })}>
            {SAVE}
          </button>
          <ResubmitNotice waiting={waiting} online={online} />
        </ThemeProvider>
      );
    }
    render(<PasswordForm />);
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByRole('status')).toHaveTextContent(strings.ui.backOnline);
    expect(readDraft('test.password')?.values ?? null).toEqual({ note: '' });
    expect(JSON.stringify(sessionStorage)).not.toContain('Abcdefg1');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(keys).toEqual([keys[0], keys[0]]);
  });
});
