export declare const MINIMUM_NODE: string;
export declare function nodeVersionProblem(version: string): string | null;
export type MachinePlan =
  { kind: 'ready'; path?: string } | { kind: 'install'; package: string } | { kind: 'stop'; line: string };
export declare function browserPlan(facts: {
  env: Record<string, string | undefined>;
  runs: (path: string) => boolean;
  isRoot: boolean;
  isDebian: boolean;
}): MachinePlan;
export declare function postgresPlan(facts: {
  hasPostgres: boolean;
  isRoot: boolean;
  isDebian: boolean;
}): MachinePlan;
export declare function checkTestMachine(options?: {
  postgres?: boolean;
  root?: string;
  env?: Record<string, string | undefined>;
}): number;
