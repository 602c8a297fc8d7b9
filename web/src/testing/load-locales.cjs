// Jest cannot run Vite's import.meta.glob: read every locales/<lang>/<namespace>.json from disk instead.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', 'locales');
const files = {};
for (const language of fs.readdirSync(root)) {
  for (const file of fs.readdirSync(path.join(root, language))) {
    if (file.endsWith('.json')) files[`${language}/${file}`] = JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8'));
  }
}
module.exports = { files };
