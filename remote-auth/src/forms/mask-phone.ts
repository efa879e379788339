// The one masking rule lives in the shared core, so every app masks a phone alike.
export { maskPhone } from '@portal/shared';
