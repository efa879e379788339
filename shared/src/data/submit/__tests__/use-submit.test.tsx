import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '../../../api-client/api-error';
import { createTheme } from '../../../theme/theme';
import { ResubmitNotice } from '../../../ui/resubmit-notice';
import { readDraft } from '../drafts';
import { useSubmit } from '../use-submit';

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
          aria-label="金额"
          value={values.amount}
          onChange={(event) => setValues({ ...values, amount: event.target.value })}
        />
        <input
          aria-label="交易密码"
          value={values.trx_password}
          onChange={(event) => setValues({ ...values, trx_password: event.target.value })}
        />
        <ResubmitNotice waiting={waiting} online={online} pending={pending} />
        <button type="submit">提交</button>
        {done && <p>已提交 {done}</p>}
      </form>
    </ThemeProvider>
  );
}

const networkFailure = () => new ApiError('network', '当前网络异常，数据已保存，恢复后提交即可', 0, null, true);

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
    await user.type(screen.getByLabelText('金额'), '12.50');
    await user.type(screen.getByLabelText('交易密码'), 'abc123');
    setOnline(false);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status')).toHaveTextContent('当前网络异常，数据已保存，恢复后提交即可');
    expect(screen.queryByRole('button', { name: '重新提交' })).not.toBeInTheDocument();
    expect(readDraft('test.top-up')?.values).toEqual({ amount: '12.50' });
    expect(JSON.stringify(sessionStorage)).not.toContain('abc123');

    // Back online, a reload: the form comes back with the amount and still waits.
    first.unmount();
    setOnline(true);
    render(<TopUpForm send={send} />);
    expect(screen.getByLabelText('金额')).toHaveValue('12.50');
    expect(screen.getByLabelText('交易密码')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('网络已恢复');

    await user.type(screen.getByLabelText('交易密码'), 'abc123');
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    expect(await screen.findByText('已提交 ok')).toBeInTheDocument();
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
    await user.type(screen.getByLabelText('金额'), '3');
    setOnline(false);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status')).toHaveTextContent('数据已保存');
    fail = false;
    setOnline(true);
    await user.click(await screen.findByRole('button', { name: '重新提交' }));
    expect(await screen.findByText('已提交 ok')).toBeInTheDocument();
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
    await user.type(screen.getByLabelText('金额'), '5');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByRole('status');
    await user.type(screen.getByLabelText('金额'), '0');
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    await act(async () => undefined);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(readDraft('test.top-up')).toBeNull();
    expect(screen.getByLabelText('金额')).toHaveValue('50');
  });

  it('sends once however often it is pressed while a submission is out', async () => {
    const user = userEvent.setup();
    let finish: (answer: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<TopUpForm send={send} />);
    await user.type(screen.getByLabelText('金额'), '1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
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
            保存
          </button>
          <ResubmitNotice waiting={waiting} online={online} />
        </ThemeProvider>
      );
    }
    render(<PasswordForm />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('网络已恢复');
    expect(readDraft('test.password')?.values ?? null).toEqual({ note: '' });
    expect(JSON.stringify(sessionStorage)).not.toContain('Abcdefg1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(keys).toEqual([keys[0], keys[0]]);
  });
});
