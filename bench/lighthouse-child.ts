// `tsx bench/lighthouse-child.ts <outDir>`: bench/lighthouse.ts in a process of its own, which
// prints the figures as JSON on its last line. Its local stack lives and dies here: the handlers'
// AWS clients, cached per process, would otherwise keep pointing at this stack's emulator after it
// stops, when the bench starts its API stack.
import { measureLighthouse } from './lighthouse';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: lighthouse-child.ts <web build folder>');
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
measureLighthouse(outDir)
  .then((figures) => {
    console.log(`\n${JSON.stringify(figures)}`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
