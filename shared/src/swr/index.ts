export { swrKeys, type SwrKey } from './keys';
export { swrFetcher, showSwrError } from './fetcher';
