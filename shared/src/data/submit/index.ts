export { clearDraft, keptText, readDraft, withoutSecrets, type Draft, type DraftValues } from './drafts';
export { useOnline } from './use-online';
export { useSubmit, type Submit, type SubmitOptions } from './use-submit';
