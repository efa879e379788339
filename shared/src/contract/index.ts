// The contract between the portal and its API: pure data and types, no React, imported by both.
export * from './account';
export * from './calls';
export * from './card';
export * from './card-nickname';
export * from './cards';
export * from './envelope';
export * from './language';
export * from './merchant';
export * from './messages';
export * from './pins-files';
export * from './sessions';
export * from './spending';
export * from './telemetry';
export * from './token';
export * from './transactions';
export * from './wallet';
