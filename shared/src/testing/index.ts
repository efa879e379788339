// Test helpers for the apps; never imported by production code.
export { describeStandalonePages } from './standalone-pages';
