// Writes <pinsDir>/nginx-csp.conf from the pins files (default: deploy/pins), e.g. after a hand edit.
// Usage: deploy/node_modules/.bin/tsx deploy/src/nginx/write-csp-map.ts [pinsDir]

import path from 'node:path';
import { CSP_MAP_FILE, writeCspMap } from './csp-map';

const pinsDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'pins'));

writeCspMap(pinsDir).then(
  (changed) => {
    const file = path.join(pinsDir, CSP_MAP_FILE);
    console.log(changed ? `Wrote ${file}; reload nginx (nginx -s reload) to apply it.` : `${file} is up to date.`);
  },
  (error: unknown) => {
    console.error(`Could not write the CSP map: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
