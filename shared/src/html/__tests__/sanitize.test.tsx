import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '..';

/** XSS payloads (script tags, handlers, javascript: and data: URLs, SVG, nested and malformed markup). */
const PAYLOADS: [string, string][] = [
  ['a script tag', '<p>hi</p><script>window.hacked = 1</script>'],
  ['an img onerror', '<img src="x" onerror="window.hacked = 1">'],
  ['a javascript: link', '<a href="javascript:window.hacked = 1">click</a>'],
  ['a javascript: link with entities and spaces', '<a href=" &#106;avascript:window.hacked=1">click</a>'],
  ['a javascript: link with a tab inside', '<a href="java\tscript:window.hacked=1">click</a>'],
  ['a data: URL link', '<a href="data:text/html,<script>window.hacked=1</script>">x</a>'],
  ['a data: URL image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['an SVG onload', '<svg onload="window.hacked = 1"><circle r="4"/></svg>'],
  ['an SVG with a script', '<svg><script>window.hacked = 1</script></svg>'],
  [
    'an SVG animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  [
    'a MathML trick',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an iframe srcdoc', '<iframe srcdoc="<script>window.hacked=1</script>"></iframe>'],
  [
    'a form with formaction',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  ],
  ['a body onload', '<body onload="window.hacked = 1">text</body>'],
  ['a style with expression', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['a style tag', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  ['nested script in a broken tag', '<scr<script>ipt>window.hacked = 1</scr</script>ipt>'],
  ['an unclosed img with a handler', '<img src=x onerror=window.hacked=1//'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['a base tag', '<base href="javascript:alert(1)//">'],
  ['a details ontoggle', '<details open ontoggle="window.hacked = 1">x</details>'],
  ['a noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['an uppercase handler', '<IMG SRC=x ONERROR="window.hacked=1">'],
];

const DANGEROUS = [
  /<script/i,
  /\son\w+=/i,
  /javascript:/i,
  /data:/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<form/i,
  /<style/i,
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('defuses %s', (_name, payload) => {
    const clean = sanitizeHtml(payload);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
  });

  it('keeps ordinary formatting, tables, images and safe links', () => {
    const html =
      '<h2>条款</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li>一</li></ul>' +
      '<table><tr><td>格</td></tr></table><img src="/uploads/a.png" alt="图">' +
      '<a href="https://example.com/terms">链接</a><a href="/agreement">站内</a><a href="mailto:a@b.cn">邮件</a>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>条款</h2>');
    expect(clean).toContain('<strong>粗体</strong>');
    expect(clean).toContain('<td>格</td>');
    expect(clean).toContain('<img src="/uploads/a.png" alt="图">');
    expect(clean).toContain('href="https://example.com/terms"');
    expect(clean).toContain('href="/agreement"');
    expect(clean).toContain('href="mailto:a@b.cn"');
  });

  it('opens links in a new tab without a window.opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizeHtml and images', () => {
  // jsdom's page is http://localhost/, so that is the portal's own origin here.
  it.each([
    ['a relative path', '<img src="/logo.png" alt="标志">', '<img src="/logo.png" alt="标志">'],
    ['the same origin', '<img src="http://localhost/a.png">', '<img src="http://localhost/a.png">'],
    [
      'an inline PNG',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
    ],
  ])('keeps an image from %s', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([
    ['another origin', '<img src="https://tracker.example/p.gif?u=1" alt="广告">', '<img alt="广告">'],
    ['a protocol-relative URL', '<img src="//tracker.example/p.gif">', '<img>'],
    ['another port of this host', '<img src="http://localhost:8080/p.gif">', '<img>'],
    ['an inline SVG', '<img src="data:image/svg+xml,<svg></svg>">', '<img>'],
  ])('drops the source of an image from %s, keeping its alt text', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([
    ['srcset', '<img src="/a.png" srcset="https://tracker.example/p.gif 2x">'],
    ['picture sources', '<picture><source srcset="https://tracker.example/p.webp"><img src="/a.png"></picture>'],
    ['a video poster', '<video poster="https://tracker.example/p.jpg" src="https://tracker.example/v.mp4"></video>'],
    ['an audio source', '<audio src="https://tracker.example/a.mp3"></audio>'],
    ['a background attribute', '<table background="https://tracker.example/bg.gif"><tr><td>x</td></tr></table>'],
    ['a CSS url()', '<p style="background:url(https://tracker.example/p.gif)">x</p>'],
    ['a stylesheet link', '<link rel="stylesheet" href="https://tracker.example/x.css"><p>x</p>'],
  ])('loads nothing remote through %s', (_case, html) => {
    expect(sanitizeHtml(html)).not.toContain('tracker.example');
  });
});

describe('SafeHtml', () => {
  it('renders the text of a payload and runs nothing', () => {
    const text = '公告内容';
    const hacked = jest.fn();
    (window as unknown as { hacked?: unknown }).hacked = undefined;
    Object.defineProperty(window, 'alert', { value: hacked, configurable: true });
    const { container } = render(
      <SafeHtml html={`<p>${text}</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>`} />,
    );
    expect(container).toHaveTextContent(text);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: unknown }).hacked).toBeUndefined();
    expect(hacked).not.toHaveBeenCalled();
  });
});
