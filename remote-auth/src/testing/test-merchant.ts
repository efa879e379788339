/** A merchant answer for screens that show the login shell. */
export const TEST_MERCHANT = {
  title: '测试商户',
  color: 'MERCHANT_COLOR_BLUE',
  dark_logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  light_logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  favicon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  icp: '京ICP备00000000号',
  website: 'example.com',
  version: '2020',
};
