// Set up before every test of the browser apps: jest-dom's matchers, and a wait for what a test
// expects to appear that a busy machine (a CI runner on two cores) still meets. A page that never
// shows it fails all the same.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 10_000 });

/* global afterEach, afterAll -- jest's, as in the test files this runs before */

// A call the test never told its FakeApi about fails the test (after React Testing Library's cleanup
// above has unmounted the screen), naming each call; see shared/src/testing/fake-api.ts.
const STARTED = Symbol.for('@portal/shared/testing:started-fake-apis');

async function failOnUnansweredCalls(when) {
  const fakes = [...(globalThis[STARTED] ?? [])];
  // A call the screen sent just before the test ended is still its test's call.
  await Promise.all(fakes.map((api) => api.settled()));
  const calls = fakes.flatMap((api) => api.takeUnanswered());
  if (calls.length === 0) return;
  throw new Error(
    `FakeApi has no answer for ${calls.length === 1 ? 'a call' : `${calls.length} calls`} ${when}:\n` +
      calls.map((call) => `  ${call}\n`).join('') +
      "Tell the fake what the screen calls (api.on('GET /api/v1/…', { data: … })), or fix the screen if it should not call it.",
  );
}

afterEach(() => failOnUnansweredCalls('made in this test'));
afterAll(() => failOnUnansweredCalls('made after the last test'));
