import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, generateOpenApi } from './generate';

// `pnpm --filter @portal/api openapi`: rewrites api/openapi.json from the route schemas.
void generateOpenApi().then((document) => {
  writeFileSync(OPENAPI_FILE, document);
  console.log(`wrote ${OPENAPI_FILE}`);
});
