// The validation messages in both languages, for the API. (The portal itself fetches the English
// ones only for readers who chose English, with the rest of the shared texts' English.)
export { validationZh } from './messages-zh';
export { validationEn } from './messages.en';
