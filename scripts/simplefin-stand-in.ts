import { startSimpleFinStandIn } from '../server/testing/simplefin-stand-in';

// The SimpleFIN stand-in as a process of its own on loopback, for the e2e server (playwright.config.ts
// starts it and gives the app SIMPLEFIN_ALLOWED_HOSTS=127.0.0.1:<port>). Tests make a person's Bridge account through
// its loopback-only control routes (POST /control/setup-token ...; see server/testing/simplefin-stand-in.ts).
// Usage: SIMPLEFIN_STAND_IN_PORT=4100 tsx scripts/simplefin-stand-in.ts

const port = Number(process.env.SIMPLEFIN_STAND_IN_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('SIMPLEFIN_STAND_IN_PORT must be a port number');
  process.exit(1);
}

const standIn = await startSimpleFinStandIn({ port, control: true });
console.log(`SimpleFIN stand-in listening on ${standIn.origin}`);

const stop = () => {
  void standIn.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
