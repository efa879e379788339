/** Folder name of the app being built, set by the shared webpack setup. */
declare const __APP_NAME__: string;
/** Version the app is built as: its package.json version unless overridden for the build. */
declare const __APP_VERSION__: string;
