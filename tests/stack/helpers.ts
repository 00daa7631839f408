// Shared by the contract tests: the clients, mailbox and database of the stack the global setup started.
export * from '../support/shared-stack.ts';
