// Preloaded (node --require) by read-receipt-image.api.test.ts into a process that reads a receipt, and so
// into each of its worker threads (tesseract.js's too): any attempt to reach the network is written to stderr as
// 'NETWORK <where>' and fails.
'use strict';
const http = process.getBuiltinModule('node:http');
const https = process.getBuiltinModule('node:https');
const net = process.getBuiltinModule('node:net');

function refuse(where) {
  process.stderr.write(`NETWORK ${where}\n`);
  throw new Error(`No network in this test: ${where}`);
}

globalThis.fetch = async (input) => refuse(String(input && input.url ? input.url : input));
for (const module of [http, https]) {
  module.request = (target) => refuse(String(target && target.host ? target.host : target));
  module.get = module.request;
}
// Local sockets (a path: tsx talks to its parent through one) are no network; TCP connections are.
const connect = net.connect;
net.connect = (...args) => {
  const [target] = args;
  const local = typeof target === 'string' || (target && typeof target === 'object' && 'path' in target);
  return local ? connect(...args) : refuse(`socket ${JSON.stringify(target)}`);
};
net.createConnection = net.connect;
