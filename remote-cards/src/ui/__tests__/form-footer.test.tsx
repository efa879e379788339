import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { FormFooter } from '../form-footer';

const sent = { pending: false, waiting: false, online: true };

describe('FormFooter', () => {
  it('offers 取消 (or the form’s own words for it) before the submit button', async () => {
    const onCancel = jest.fn();
    renderWithPortal(<FormFooter submission={sent} submitLabel="确认删除" onCancel={onCancel} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['取消', '确认删除']);
    expect(buttons[1]).toHaveAttribute('type', 'submit');
    await userEvent.click(buttons[0]!);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has only the submit button without a way to leave, and keeps it off when told', () => {
    renderWithPortal(<FormFooter submission={sent} submitLabel="提交" disabled />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  });

  const offline = { pending: false, waiting: true, online: false };

  it('says the values are kept while offline', () => {
    renderWithPortal(<FormFooter submission={offline} submitLabel="提交" />);
    expect(screen.getByRole('status')).toHaveTextContent('当前网络异常，数据已保存，恢复后提交即可');
  });

  it('says what the API client said of a failure it is given', () => {
    const notDone = new ApiError('network', '当前网络异常，操作未完成，请恢复网络后重试', 0, null, true);
    renderWithPortal(<FormFooter submission={{ ...offline, error: notDone }} submitLabel="提交" />);
    expect(screen.getByRole('status')).toHaveTextContent('当前网络异常，操作未完成，请恢复网络后重试');
  });

  it('offers 重新提交 once the connection is back', () => {
    renderWithPortal(<FormFooter submission={{ ...sent, waiting: true }} submitLabel="提交" />);
    expect(screen.getByRole('status')).toHaveTextContent('网络已恢复，请确认后重新提交');
    expect(screen.getByRole('button', { name: '重新提交' })).toHaveAttribute('type', 'submit');
  });
});
