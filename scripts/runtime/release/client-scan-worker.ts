/**
 * One thread of the client scan (./client-scan.ts): scans the files it is given and answers once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { scanShard, type ScanShard } from './client-scan.ts';

if (!parentPort)
  throw new Error('client-scan-worker.ts runs as a worker thread of the client scan');
parentPort.postMessage(await scanShard(workerData as ScanShard));
