import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 4399);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
/** Where the demo portal behind the test server records the orders and messages it receives. */
export const submissionsFile = path.resolve('test-results/demo-portal-submissions.jsonl');
/** Where the test server's demo portal says its address, for tests that flip its fault switches. */
export const demoPortalInfoFile = path.resolve('test-results/demo-portal.json');
