import type { AccountInfo, BatchCreateCardStatus, Merchant } from '@portal/shared/contract';
import { FakeApi } from '@portal/shared/testing';

export const ACCOUNT = {
  email: 'lin@example.com',
  id: 'u-1',
  phone: '13800138000',
  phone_prefix: '86',
} satisfies AccountInfo;

export const LOGO = {
  dark: 'data:image/svg+xml,%3Csvg%20id%3D%22dark%22%2F%3E',
  light: 'data:image/svg+xml,%3Csvg%20id%3D%22light%22%2F%3E',
};

export const MERCHANT = {
  title: '星河卡包',
  color: 'MERCHANT_COLOR_RED',
  dark_logo: LOGO.dark,
  light_logo: LOGO.light,
  favicon: '',
  icp: '',
  website: '',
  version: '2024',
} satisfies Merchant;

/** No batch of cards has ever been opened. */
const NO_BATCH = {
  exist: false,
  job_id: null,
  total_count: 0,
  success_count: 0,
  fail_count: 0,
} satisfies BatchCreateCardStatus;

/** The shared stand-in for the API, answering the layout's own calls as for a new account after each reset. */
export class LayoutApi extends FakeApi {
  override reset(): void {
    super.reset();
    this.on('GET /api/v1/msg-center/station-msg/unread-quantity', { data: { count: 0 } });
    this.on('GET /api/v1/account/info', { data: ACCOUNT });
    this.on('GET /api/v1/balance/account-balance-status', { data: { status: 'BALANCE_STATUS_AVAILABLE' } });
    this.on('GET /api/v1/merchant', { data: MERCHANT });
    this.on('GET /api/v1/card/batch-create-card-status', { data: NO_BATCH });
  }
}
