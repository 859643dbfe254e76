// `npm run openapi`: writes shared/openapi.json from the route table.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/api/openapi';
import { routeList } from '../src/api/routes';

const openApiFile = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(openApiFile, `${JSON.stringify(buildOpenApiDocument(routeList), null, 2)}\n`);
console.log(`Wrote ${openApiFile} (${routeList.length} operations)`);
