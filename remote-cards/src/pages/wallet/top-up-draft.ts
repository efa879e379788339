/** Where a top-up lost to the network waits, so a reload brings it back with 重新提交. */
export const TOP_UP_DRAFT = 'wallet.top-up';
