import { browserOf } from '../browser-label';

describe('browserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', device_type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 16', os: 'iOS 16.0', device_type: 'tablet' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44',
      { browser: 'WeChat 8', os: 'iOS 17.1', device_type: 'mobile' },
    ],
    ['curl/8.5.0', { browser: null, os: null, device_type: 'unknown' }],
    ['', { browser: null, os: null, device_type: 'unknown' }],
  ])('reads %s', (userAgent, expected) => {
    expect(browserOf(userAgent, '10.0.0.1')).toEqual({ ...expected, ip: '10.0.0.1' });
  });

  it('says nothing it does not know: no User-Agent, no address', () => {
    expect(browserOf(null, null)).toEqual({ browser: null, os: null, device_type: 'unknown', ip: '' });
  });
});
