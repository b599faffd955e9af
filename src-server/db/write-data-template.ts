/** `node out/server/write-data-template.js <file>`: run by scripts/build-server.mjs. */
import { writeDataTemplate } from './data-template';

const file = process.argv[2];
if (!file) throw new Error('usage: write-data-template <file>');
await writeDataTemplate(file);
