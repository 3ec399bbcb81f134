// The parts of s3rver 3.7 (a dev dependency, tests only) that s3-stand-in.ts uses; the package ships no types.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** The HTTP server, once run() resolved. */
    httpServer: import('node:http').Server;
  }

  export default S3rver;
}
