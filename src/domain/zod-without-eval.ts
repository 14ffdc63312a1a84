/**
 * Zod compiles faster object parsers with `new Function` when it may, and finds out by trying
 * `Function('')` before its first object parse. The shop's Content-Security-Policy forbids eval, so
 * in a browser that probe is a reported CSP violation on every page. jitless skips the probe
 * (parsing stays the same, a little slower). Every module with schemas the browser runs imports
 * this first, so the setting is in place before any schema parses.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
