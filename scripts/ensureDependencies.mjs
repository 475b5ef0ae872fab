// Runs before `npm start` and `npm test`: installs the npm dependencies when they are missing or older than the lock
// file, and with --browser makes sure a Chromium for the browser tests is there (Debian's package; bundled browser
// downloads cannot work on a closed network).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lockFile = 'package-lock.json';
const installedMarker = 'node_modules/.package-lock.json';

function needsInstall() {
  if (!existsSync(installedMarker)) return true;
  return existsSync(lockFile) && statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs + 1000;
}

if (needsInstall()) {
  console.log('Installing npm dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && existsSync('/usr/bin/apt-get')) {
      console.log('Installing Chromium from Debian packages for the browser tests...');
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    } else {
      console.warn(`No Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH; browser tests will fail.`);
    }
  }
}
