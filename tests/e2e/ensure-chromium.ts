// Makes sure the browser the journeys drive is there before `playwright test` starts. Playwright's own browser
// downloads are not used (no `npx playwright install`): the journeys run Debian's Chromium at /usr/bin/chromium.
// When it is missing, this installs the `chromium` package on Debian as root, and otherwise says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? 'signal'}).`);
}

function chromiumVersion(): string | null {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;
const howToInstall =
  'The browser journeys (tests/e2e) need Chromium at /usr/bin/chromium. Install it, e.g. on Debian or Ubuntu ' +
  '`sudo apt-get update && sudo apt-get install -y chromium`, then run `npm run test:e2e` again.';

if (!existsSync(CHROMIUM_PATH)) {
  if (!isDebian || !isRoot) {
    const os = existsSync('/etc/os-release')
      ? (/^PRETTY_NAME="?([^"\n]*)/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? 'this system')
      : process.platform;
    fail(`${howToInstall}\n(${os}${isRoot ? '' : ', not root'}: not installing it automatically.)`);
  }
  console.log('Chromium is missing: installing Debian’s `chromium` package.');
  run('apt-get', ['update']);
  // Without the recommended extras (udev, upower, printing, notification daemons): a headless browser needs none of
  // them, only a font with metrics like the usual web fonts'.
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  if (!existsSync(CHROMIUM_PATH)) fail(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing.`);
}

const version = chromiumVersion();
if (!version)
  fail(`${CHROMIUM_PATH} is there but does not start (\`chromium --version\` failed). ${howToInstall}`);
console.log(`Browser for the journeys: ${version} (${CHROMIUM_PATH})`);
