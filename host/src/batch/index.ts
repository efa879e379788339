// The batch card creation widget, mounted once in the main layout.
export { BatchWidget } from './batch-widget';
