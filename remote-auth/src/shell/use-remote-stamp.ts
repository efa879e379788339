import { useState } from 'react';
import { useStore } from 'jotai';
import { remoteStamp } from '@portal/shared';

/** This build's stamp (name, version, shared singletons) for a page's outer section. */
export function useRemoteStamp() {
  return remoteStamp(__APP_NAME__, __APP_VERSION__, { useState, store: useStore() });
}
