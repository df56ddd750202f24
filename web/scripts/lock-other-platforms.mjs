// Usage: node scripts/lock-other-platforms.mjs package-lock.json (after any npm install that changes the lock).
// Adds lock entries for Tailwind's native-engine packages of other platforms, which the registry this
// machine reaches does not hold (so `npm install` leaves them out and `npm ci` then refuses the lock).
// They are never downloaded here: their os/cpu do not match, so npm skips them.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(readFileSync(file, 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
const platforms = {
  'android-arm64': [['android'], ['arm64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'freebsd-x64': [['freebsd'], ['x64']],
  'linux-arm-gnueabihf': [['linux'], ['arm']],
  'linux-arm64-gnu': [['linux'], ['arm64']],
  'linux-arm64-musl': [['linux'], ['arm64']],
  'linux-x64-gnu': [['linux'], ['x64']],
  'linux-x64-musl': [['linux'], ['x64']],
  'wasm32-wasi': [null, ['wasm32']],
  'win32-arm64-msvc': [['win32'], ['arm64']],
  'win32-x64-msvc': [['win32'], ['x64']],
};
let added = 0;
for (const name of Object.keys(oxide.optionalDependencies)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu] = platforms[name.replace('@tailwindcss/oxide-', '')];
  lock.packages[key] = {
    version: oxide.optionalDependencies[name],
    ...(cpu ? { cpu } : {}),
    dev: true,
    license: 'MIT',
    optional: true,
    ...(os ? { os } : {}),
    engines: { node: '>= 20' },
  };
  added++;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
