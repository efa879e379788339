import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { cardStrings as text } from '../../strings';
import { FormFooter } from '../form-footer';

const sent = { pending: false, waiting: false, online: true };

/** The submit label the test gives the footer. */
const SUBMIT = '提交';

describe('FormFooter', () => {
  it('offers 取消 (or the form’s own words for it) before the submit button', async () => {
    const onCancel = jest.fn();
    renderWithPortal(<FormFooter submission={sent} submitLabel="确认删除" onCancel={onCancel} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([text.cancel, '确认删除']);
    expect(buttons[1]).toHaveAttribute('type', 'submit');
    await userEvent.click(buttons[0]!);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has only the submit button without a way to leave, and keeps it off when told', () => {
    renderWithPortal(<FormFooter submission={sent} submitLabel={SUBMIT} disabled />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: SUBMIT })).toBeDisabled();
  });

  const offline = { pending: false, waiting: true, online: false };

  it('says the values are kept while offline', () => {
    renderWithPortal(<FormFooter submission={offline} submitLabel={SUBMIT} />);
    expect(screen.getByRole('status')).toHaveTextContent(strings.ui.savedOffline);
  });

  it('says what the API client said of a failure it is given', () => {
    const notDone = new ApiError('network', '当前网络异常，操作未完成，请恢复网络后重试', 0, null, true);
    renderWithPortal(<FormFooter submission={{ ...offline, error: notDone }} submitLabel={SUBMIT} />);
    expect(screen.getByRole('status')).toHaveTextContent(strings.api.networkNotDone);
  });

  it('offers 重新提交 once the connection is back', () => {
    renderWithPortal(<FormFooter submission={{ ...sent, waiting: true }} submitLabel={SUBMIT} />);
    expect(screen.getByRole('status')).toHaveTextContent(strings.ui.backOnline);
    expect(screen.getByRole('button', { name: strings.ui.resubmit })).toHaveAttribute('type', 'submit');
  });
});
