// The global setup vite.config.ts names for the stack, api and resilience projects; it lives in tests/support.
export { default } from '../support/global-setup.ts';
