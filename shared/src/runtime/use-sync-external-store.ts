// React 19 has useSyncExternalStore itself. The builds give SWR this module in place of the shim it
// imports for older Reacts (see tooling/webpack-app.cjs), so no page downloads the shim.
export { useSyncExternalStore } from 'react';
