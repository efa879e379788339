import { FakeApi } from '@portal/shared/testing';

export const ACCOUNT = { email: 'lin@example.com', id: 'u-1', phone: '13800138000', phone_prefix: '86' };

/** The shared stand-in for the API, answering the header's own calls as for a new account after each reset. */
export class LayoutApi extends FakeApi {
  override reset(): void {
    super.reset();
    this.on('GET /api/v1/msg-center/station-msg/unread-quantity', { data: { count: 0 } });
    this.on('GET /api/v1/account/info', { data: ACCOUNT });
    this.on('GET /api/v1/balance/account-balance-status', { data: { status: 'BALANCE_STATUS_AVAILABLE' } });
  }
}
