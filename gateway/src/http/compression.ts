/**
 * How the gateway compresses what it writes on the fly: the size below which a body is sent as it
 * is, and the brotli and gzip settings. One place for the compression plugin
 * (plugins/compression.ts) and for the answers the pipeline compresses once and keeps
 * (pipeline/public-answer-cache.ts).
 */
import { constants } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Quality 1: on the landing page's 11.7 KB of JSON, 2.3 KB instead of quality 4's 1.8 KB for
// about a third of the CPU (quality 4 added 32-40% to the request's CPU). Static files
// are compressed at quality 11 at build time and never here.
export const DYNAMIC_BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 1,
};
export const DYNAMIC_GZIP_LEVEL = 6;
