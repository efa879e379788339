import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@portal/shared';
import { CARD_ROUTES, PRODUCT, answerWalletAndCards } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { CreateCardPage } from '../../create-card/create-card-page';
import { writeOrder } from '../../create-card/card-order';
import { CreateCardVerificationPage } from '../../create-card/verification-page';
import { CardholderProfilePage } from '../profile-page';

const api = startFakeApi();
const PREMIUM = { ...PRODUCT, id: 'usd-premium', name: '美元高额卡', min_recharge: '50.00', needs_profile: true };
beforeEach(() => {
  answerWalletAndCards(api);
  api.on(CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PRODUCT, PREMIUM] } });
});

const flow = (
  <Routes>
    <Route path={PATHS.createCard} element={<CreateCardPage />} />
    <Route path={PATHS.createCardSecondaryVerification} element={<CardholderProfilePage />} />
    <Route path={PATHS.createCardVerification} element={<CreateCardVerificationPage />} />
  </Routes>
);
const renderFlow = (route: string) => renderSignedIn(flow, route, '/*');

const ON_FILE = {
  name: 'ZHANG SAN',
  id_number_masked: '110***********1233',
  phone_prefix: '86',
  phone: '13912345678',
  website: 'https://shop.example.com',
  updated_at: '2026-11-24T08:00:00Z',
};

async function fill(user: ReturnType<typeof renderFlow>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = screen.getByRole('textbox', { name: label });
    await user.clear(box);
    await user.type(box, value);
  }
}

describe('the cardholder profile step', () => {
  it('comes between the order and the password for a product that needs it', async () => {
    const { user } = renderFlow(PATHS.createCard);
    await user.click(await screen.findByRole('radio', { name: '美元高额卡' }));
    await user.type(screen.getByRole('textbox', { name: '每张卡首充金额（USD）' }), '60');
    expect(screen.getByRole('navigation', { name: '开卡步骤' })).toHaveTextContent('持卡人资料');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardSecondaryVerification));
  });

  it('holds every field to its rule and message', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    const { user } = renderFlow(PATHS.createCardSecondaryVerification);
    await screen.findByRole('textbox', { name: '英文姓名' });
    await fill(user, {
      英文姓名: '张三',
      身份证号码: '110101199003071234',
      联系电话: '12345678901',
      用卡网站: 'shop.example.com',
    });
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(screen.getByText('请输入英文姓名（字母，可含空格、点、连字符），不能包含中文字符')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(screen.getByText('手机号格式有误')).toBeInTheDocument();
    expect(screen.getByText('请输入url地址')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '区号' }), '+852');
    await fill(user, { 联系电话: '12345678' });
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(screen.getByText('您的手机号格式有误')).toBeInTheDocument();
    expect(api.callsTo(CARD_ROUTES.saveProfile)).toHaveLength(0);
  });

  it('saves the profile (never keeping the ID number in a draft) and goes on to the password', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    api.on(CARD_ROUTES.saveProfile, { data: ON_FILE });
    const { user } = renderFlow(PATHS.createCardSecondaryVerification);
    await screen.findByRole('textbox', { name: '英文姓名' });
    await fill(user, {
      英文姓名: 'Zhang San',
      身份证号码: '11010519491231002x',
      联系电话: '13912345678',
      用卡网站: 'https://shop.example.com',
    });
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
    expect(api.callsTo(CARD_ROUTES.saveProfile)[0]?.body).toEqual({
      name: 'Zhang San',
      id_number: '11010519491231002X',
      phone_prefix: '86',
      phone: '13912345678',
      website: 'https://shop.example.com',
    });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('11010519491231002');
  });

  it('shows a profile on file masked, to go on with or correct', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    api.on(CARD_ROUTES.profile, { data: { profile: ON_FILE } });
    const { user } = renderFlow(PATHS.createCardSecondaryVerification);
    const facts = await screen.findByLabelText('已保存的持卡人资料');
    expect(facts).toHaveTextContent('110***********1233');
    expect(facts).toHaveTextContent('+86 13912345678');
    await user.click(screen.getByRole('button', { name: '修改资料' }));
    expect(screen.getByRole('textbox', { name: '英文姓名' })).toHaveValue('ZHANG SAN');
    expect(screen.getByRole('textbox', { name: '身份证号码' })).toHaveValue('');
  });

  it('is not asked again once on file: the order goes straight to the password', async () => {
    api.on(CARD_ROUTES.profile, { data: { profile: ON_FILE } });
    const { user } = renderFlow(PATHS.createCard);
    await user.click(await screen.findByRole('radio', { name: '美元高额卡' }));
    await user.type(screen.getByRole('textbox', { name: '每张卡首充金额（USD）' }), '60');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: '开卡步骤' })).not.toHaveTextContent('持卡人资料'),
    );
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(address()).toBe(PATHS.createCardVerification));
  });

  it('is where the password step sends an order whose product needs a profile none has given', async () => {
    writeOrder({ productId: 'usd-premium', quantity: 1, amount: '60.00' });
    renderFlow(PATHS.createCardVerification);
    await waitFor(() => expect(address()).toBe(PATHS.createCardSecondaryVerification));
  });
});
