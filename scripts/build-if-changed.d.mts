export declare const BUILD_INPUTS: readonly string[];
export declare const BUILD_OUTPUTS: readonly string[];
export declare const STAMP_FILE: string;
export declare const PENDING_FILE: string;
export declare function beginBuild(root: string): void;
export declare function endBuild(root: string): void;
export declare function listInputFiles(root: string, inputs?: readonly string[]): string[];
export declare function hashInputs(root: string, inputs?: readonly string[]): string;
export declare function readStamp(root: string): string | null;
export interface BuildDecision {
  build: boolean;
  reason: string;
}
export declare function decideBuild(state: {
  stampHash: string | null;
  inputsHash: string;
  outputsPresent: boolean;
}): BuildDecision;
export declare function buildIfChanged(
  root: string,
  runBuild: () => boolean,
): BuildDecision & { ok: boolean };
