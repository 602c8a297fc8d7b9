// Jest cannot run Vite's import.meta.glob: read the same locale files from disk instead, the shared
// locales/<lang>/<namespace>.json and every features/<namespace>/locales/<lang>.json.
const fs = require('node:fs');
const path = require('node:path');

const src = path.join(__dirname, '..');
const files = {};

function readJson(relative) {
  files[relative] = JSON.parse(fs.readFileSync(path.join(src, relative), 'utf8'));
}

for (const language of fs.readdirSync(path.join(src, 'locales'))) {
  for (const file of fs.readdirSync(path.join(src, 'locales', language))) {
    if (file.endsWith('.json')) readJson(`locales/${language}/${file}`);
  }
}
for (const feature of fs.readdirSync(path.join(src, 'features'))) {
  const dir = path.join(src, 'features', feature, 'locales');
  if (!fs.existsSync(dir)) continue;
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.json')) readJson(`features/${feature}/locales/${file}`);
  }
}
module.exports = { files };
