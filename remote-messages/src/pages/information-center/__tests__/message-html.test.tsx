import { screen, within } from '@testing-library/react';
import { aMessage, listAnswer, liveEvent, MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import { informationCenterStrings as text } from '../strings';
import { messageList, renderInformationCenter, rowOf, startFakeApi } from './render-information-center';

const api = startFakeApi();

declare global {
  interface Window {
    pwned?: string;
  }
}

/** The words of the payload's paragraph and link. */
const REMINDER = '账户提醒';
const VIEW = '查看';

/** Server HTML that would run script if it reached the page as markup. */
const PAYLOAD =
  '<img src="x" onerror="window.pwned=\'img\'"><script>window.pwned=\'script\'</script>' +
  `<p onclick="window.pwned='click'">${REMINDER}<a href="javascript:window.pwned='link'">${VIEW}</a></p>`;

const HOSTILE_TITLE = '<img src=x onerror="window.pwned=\'title\'">提醒';
const HOSTILE = aMessage(1, { id: 'x-1', title: HOSTILE_TITLE, content: PAYLOAD });

function expectNothingExecutable(root: HTMLElement) {
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('[onerror], [onclick]')).toBeNull();
  expect(root.querySelector('a[href^="javascript"]')).toBeNull();
}

afterEach(() => delete window.pwned);

describe('message HTML', () => {
  it('reaches the row only as plain text, and the expanded content only sanitised', async () => {
    api.on(MESSAGE_ROUTES.list, listAnswer([HOSTILE]));
    // Opening it marks it read.
    api.on(MESSAGE_ROUTES.markRead, { data: null });
    const { user } = renderInformationCenter();
    await messageList();

    // The title is text, markup and all.
    const row = rowOf(HOSTILE_TITLE);
    expect(within(row).getByText(`${REMINDER}${VIEW}`)).toBeInTheDocument();
    expect(row.querySelector('img, script, a, p[onclick]')).toBeNull();

    await user.click(within(row).getByRole('button'));
    const content = screen.getByRole('region', { name: HOSTILE_TITLE });
    expect(within(content).getByText(REMINDER, { exact: false })).toBeInTheDocument();
    expectNothingExecutable(content);
    await user.click(within(content).getByText(REMINDER, { exact: false }));
    expect(window.pwned).toBeUndefined();
  });

  it('treats a live message the same way', async () => {
    api.on(MESSAGE_ROUTES.list, listAnswer([]));
    const { live } = renderInformationCenter();
    await screen.findByText(text.empty.all);

    live.send(liveEvent(HOSTILE, 1));

    const list = await messageList();
    expect(within(list).getByText(`${REMINDER}${VIEW}`)).toBeInTheDocument();
    expectNothingExecutable(list);
    expect(list.querySelector('img')).toBeNull();
    expect(window.pwned).toBeUndefined();
  });
});
