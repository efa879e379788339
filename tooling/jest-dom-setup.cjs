// Set up before every test of the browser apps: jest-dom's matchers, and a wait for what a test
// expects to appear that a busy machine (a CI runner on two cores) still meets. A page that never
// shows it fails all the same.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
